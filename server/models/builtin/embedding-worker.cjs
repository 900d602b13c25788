// Piscina's entry for the built-in model workers. The worker code is
// TypeScript, and a worker thread does not inherit the main thread's
// TypeScript loader in every setting (Jest's transform never reaches
// threads; the pool starts workers with no execArgv), so this plain
// CommonJS file registers tsx's require hook in the thread, then loads it.
require("tsx/cjs");
module.exports = require("./embedding-worker.ts");
