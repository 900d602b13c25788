// Jest transform for the console and the service: Gatsby's Babel preset with TypeScript.
// Private methods (srvx, under @tus/server) need their plugin beside the preset's loose class properties.
module.exports = require("babel-jest").default.createTransformer({
  presets: [["babel-preset-gatsby", { reactRuntime: "automatic" }], "@babel/preset-typescript"],
  plugins: [["@babel/plugin-transform-private-methods", { loose: true }]],
});
