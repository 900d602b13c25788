import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

export default tseslint.config(
  { ignores: ["node_modules", "public", ".cache", "test-results", "playwright-report", "data", "coverage"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-restricted-syntax": [
        "error",
        { selector: "MemberExpression[object.name='process'][property.name='env']", message: "Read settings from server/config.ts, never process.env." },
      ],
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "@iconify/react", message: "Use src/icons/icon.tsx (the offline entry)." }] },
      ],
    },
  },
  {
    // Only these files may read the environment.
    files: ["server/config.ts", "playwright.config.ts", "e2e/**", "bench/**", "gatsby-*.ts", "__tests__/**"],
    rules: { "no-restricted-syntax": "off" },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/state/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "@iconify/react", message: "Use src/icons/icon.tsx (the offline entry)." },
            { name: "recoil", message: "Recoil lives in src/state/ only (ARCHITECTURE.md)." },
          ],
        },
      ],
    },
  },
  {
    // The API client names routes by their declarations' types only: a value import of contract/ would bring zod into every page.
    files: ["src/api-client/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/contract/*"], allowTypeImports: true, message: "Import contract/ with `import type` in the API client (zod stays out of the pages)." }] },
      ],
    },
  },
  {
    files: ["**/*.{js,cjs}"],
    languageOptions: { sourceType: "commonjs", globals: { ...globals.node } },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);
