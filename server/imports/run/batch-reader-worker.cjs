// The import's reader thread (batch-reader.ts). Its code is
// TypeScript, and a worker thread does not inherit the main thread's
// TypeScript loader in every setting (Jest's transform never reaches threads;
// the thread starts with no execArgv), so this plain CommonJS file registers
// tsx's require hook in the thread, then loads it (as the built-in models'
// embedding-worker.cjs does).
require("tsx/cjs");
require("./batch-reader-worker.ts");
