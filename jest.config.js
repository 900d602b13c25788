// Two Jest projects: the console (jsdom, Testing Library) and the service (node).
const { buildIconSubset } = require("./gatsby/icon-subset.js");

const shared = {
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  moduleFileExtensions: ["ts", "tsx", "js", "jsx", "json"],
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link|@mdx-js/react)/)"],
};

module.exports = {
  projects: [
    {
      ...shared,
      displayName: "console",
      testEnvironment: "jsdom",
      testEnvironmentOptions: { url: "http://localhost/" },
      testMatch: ["<rootDir>/__tests__/console/**/*.test.{ts,tsx}"],
      setupFilesAfterEnv: ["<rootDir>/__tests__/console/setup.ts"],
      moduleNameMapper: { "\\.css$": "<rootDir>/__tests__/console/style-stub.js" },
      globals: { __PATH_PREFIX__: "", __BASE_PATH__: "", __ICON_SUBSET__: buildIconSubset(__dirname) },
    },
    {
      ...shared,
      displayName: "server",
      testEnvironment: "node",
      testMatch: ["<rootDir>/__tests__/server/**/*.test.ts", "<rootDir>/__tests__/build/**/*.test.ts"],
    },
  ],
};
