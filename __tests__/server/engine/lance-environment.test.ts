// The size of LanceDB's CPU pool, set before its first use: two threads at least, so that writes go on beside an index build.
import os from "node:os";
import { setLanceEnvironment } from "../../../server/engine/lancedb/lance-environment";

describe("setLanceEnvironment", () => {
  const operators = process.env.LANCE_CPU_THREADS;
  afterEach(() => {
    if (operators === undefined) delete process.env.LANCE_CPU_THREADS;
    else process.env.LANCE_CPU_THREADS = operators;
  });

  it("gives LanceDB's CPU pool two threads at least, and the cores it keeps for I/O taken off beyond that", () => {
    delete process.env.LANCE_CPU_THREADS;
    setLanceEnvironment();
    expect(process.env.LANCE_CPU_THREADS).toBe(String(Math.max(2, os.availableParallelism() - 2)));
  });

  it("keeps a size the operator set", () => {
    process.env.LANCE_CPU_THREADS = "7";
    setLanceEnvironment();
    expect(process.env.LANCE_CPU_THREADS).toBe("7");
  });
});
