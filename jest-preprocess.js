// Jest transform for the console and the service: Gatsby's Babel preset with TypeScript.
module.exports = require("babel-jest").default.createTransformer({
  presets: [["babel-preset-gatsby", { reactRuntime: "automatic" }], "@babel/preset-typescript"],
});
