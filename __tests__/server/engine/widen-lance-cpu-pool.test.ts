// The size of LanceDB's CPU pool, set before its first use: two threads at least, so that writes go on beside an index build.
import os from "node:os";
import { widenLanceCpuPool } from "../../../server/engine/lancedb/widen-lance-cpu-pool";

describe("widenLanceCpuPool", () => {
  const operators = process.env.LANCE_CPU_THREADS;
  afterEach(() => {
    if (operators === undefined) delete process.env.LANCE_CPU_THREADS;
    else process.env.LANCE_CPU_THREADS = operators;
  });

  it("gives LanceDB's CPU pool two threads at least, and the cores it keeps for I/O taken off beyond that", () => {
    delete process.env.LANCE_CPU_THREADS;
    widenLanceCpuPool();
    expect(process.env.LANCE_CPU_THREADS).toBe(String(Math.max(2, os.availableParallelism() - 2)));
  });

  it("keeps a size the operator set", () => {
    process.env.LANCE_CPU_THREADS = "7";
    widenLanceCpuPool();
    expect(process.env.LANCE_CPU_THREADS).toBe("7");
  });
});
