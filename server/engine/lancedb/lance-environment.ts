// What LanceDB's native code reads from the environment, once per process, at
// its first use: set before it, where an operator has not set it.
//
// Its CPU pool. LanceDB does its CPU work (encoding the columns of every write,
// building an index partition, compacting) on one thread pool per process,
// sized to the cores minus two kept for I/O, and never below one (lance-core
// src/utils/tokio.rs, calculate_num_compute_intensive_cpus). On a machine of
// up to three cores that is one thread, and an index build, or an optimize
// folding rows into the index, holds it for the whole HNSW build of a
// partition (lance src/index/vector/builder.rs, build_partitions): every write
// queued behind it waited the build out (a 1,000-row upsert took 5 to 30 s).
// With two threads, writes run beside the build. A build of several partitions
// (a million rows each) can still take every thread for one partition's build.
//
// Index statistics without the centroids: the engine reads only counts from
// them, and lance warns on every read until the choice is made.
import os from "node:os";

export function setLanceEnvironment(): void {
  /* eslint-disable no-restricted-syntax -- not settings of ours: LanceDB's native code reads them, once per process */
  process.env.LANCE_CPU_THREADS ??= String(Math.max(2, os.availableParallelism() - 2));
  process.env.LANCE_INCLUDE_VECTOR_CENTROIDS ??= "false";
  /* eslint-enable no-restricted-syntax */
}
