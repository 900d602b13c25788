// LanceDB engines for tests, each in its own temporary folder.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createLanceDbEngine, type LanceDbEngineOptions } from "../../../server/engine/lancedb/lancedb-engine";
import type { EngineFactory, EngineUnderTest } from "./conformance/engine-conformance";

export function lanceDbFactory(options: Omit<LanceDbEngineOptions, "dataDir"> = {}): EngineFactory {
  return async (): Promise<EngineUnderTest> => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "vdb-engine-"));
    let engine = await createLanceDbEngine({ ...options, dataDir });
    return {
      get engine() {
        return engine;
      },
      readsAtOneMoment: true,
      async reopen() {
        await engine.close();
        engine = await createLanceDbEngine({ ...options, dataDir });
        return engine;
      },
      async dispose() {
        await engine.close();
        await fs.rm(dataDir, { recursive: true, force: true });
      },
    };
  };
}
