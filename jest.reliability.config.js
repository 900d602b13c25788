// `npm run test:reliability`: the reliability suite (issue 9), apart from the
// unit tests because its runs are long and print figures: generated bad input
// against every plane, tenant isolation, crashes (SIGKILLs of the service
// under writes) and load.
const server = require("./jest.config.js").projects.find((project) => project.displayName === "server");

module.exports = {
  ...server,
  displayName: "reliability",
  testMatch: ["<rootDir>/__tests__/reliability/**/*.test.ts"],
  // One file at a time: the load and crash runs measure the service, and must not share the cores with another file.
  maxWorkers: 1,
};
