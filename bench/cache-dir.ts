// Where the benches keep what is slow to build (splits, exact answers, peers'
// indexes): relative to the repository root, where `npm run bench` runs.
import path from "node:path";

export const CACHE_DIR = path.resolve("bench/.cache");
