// Two Jest projects: the console (jsdom, Testing Library) and the service (node).
const { iconDefinitions } = require("./gatsby/icon-subset.js");

const shared = {
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  moduleFileExtensions: ["ts", "tsx", "js", "jsx", "json"],
  // marked (under marked-react, the notebooks' Markdown cells) is ESM-only.
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link|@mdx-js/react|marked)/)"],
};

module.exports = {
  // Two files at a time on two cores: server files wait on PostgreSQL, LanceDB and child processes much of their time. 27 min in band, 16.5 min so (one quiet run each).
  maxWorkers: 2,
  projects: [
    {
      ...shared,
      displayName: "console",
      testEnvironment: "jsdom",
      testEnvironmentOptions: { url: "http://localhost/" },
      testMatch: ["<rootDir>/__tests__/console/**/*.test.{ts,tsx}"],
      setupFilesAfterEnv: ["<rootDir>/__tests__/console/setup.ts"],
      moduleNameMapper: { "\\.css$": "<rootDir>/__tests__/console/style-stub.js" },
      globals: { __PATH_PREFIX__: "", __BASE_PATH__: "", ...iconDefinitions(__dirname) },
    },
    {
      ...shared,
      displayName: "server",
      testEnvironment: "node",
      testMatch: ["<rootDir>/__tests__/server/**/*.test.ts", "<rootDir>/__tests__/build/**/*.test.ts"],
      transform: { "^.+\\.[cm]?[jt]sx?$": "<rootDir>/jest-preprocess.js" },
      // Node 22+'s global navigator sends amazon-cognito-identity-js's big-integer arithmetic down a path 30x slower in Jest.
      setupFiles: ["<rootDir>/__tests__/server/support/no-global-navigator.ts"],
      // Transformed for Jest's CommonJS: jose, @tus/server with srvx, hyparquet (with its compressors and writer), and
      // light-my-request's "cookie" 2 (app.inject) are ESM-only, and
      // PGlite loads node modules with import(), which Jest's VM refuses without --experimental-vm-modules.
      transformIgnorePatterns: [
        "node_modules/(?!(gatsby|gatsby-script|gatsby-link|@mdx-js/react|light-my-request|cookie|jose|@electric-sql/pglite|@tus|srvx|hyparquet|hyparquet-compressors|hyparquet-writer|hysnappy)/)",
      ],
      // A throwaway PostgreSQL cluster, so that store tests run on PostgreSQL as well as PGlite.
      globalSetup: "<rootDir>/__tests__/server/support/global-setup.ts",
      globalTeardown: "<rootDir>/__tests__/server/support/global-teardown.ts",
    },
  ],
};
