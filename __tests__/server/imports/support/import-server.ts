// One service for a file's import tests: a PGlite store, the data plane (with
// the built-in models when asked; their weights are read only when a row is
// embedded), uploads in a folder or a bucket (upload-storages.ts), an owner
// and a read-write key of their project.
import { startDataPlaneServer, type DataPlaneServer, type Owner } from "../../data/support/data-plane-server";
import { openTestStore } from "../../support/stores";
import type { EmbeddingModel } from "../../../../server/models/embedding-model";
import { startBuiltinModels, type BuiltinModels } from "../../../../server/models/builtin/start-builtin-models";
import { folderStorage, type StorageUnderTest } from "../../uploads/support/upload-storages";

export interface ImportServer {
  server: DataPlaneServer;
  owner: Owner;
  key: string;
  /** The built-in models the service was started with (none unless asked). */
  builtinModels: readonly EmbeddingModel[];
}

/**
 * Started before the file's tests and removed after them; `builtinModelThreads` starts the built-in models with that
 * many threads, `uploadStorage` (read once the tests start) puts the uploads elsewhere than the folder.
 */
export function importServerForFile({ builtinModelThreads, uploadStorage = () => folderStorage }: { builtinModelThreads?: number; uploadStorage?: () => StorageUnderTest } = {}): () => ImportServer {
  let current: ImportServer | undefined;
  let close = async () => {};
  beforeAll(async () => {
    const store = await openTestStore("pglite");
    const builtin: BuiltinModels | undefined =
      builtinModelThreads === undefined ? undefined : await startBuiltinModels({ cacheDirectory: "/nonexistent/glove-unused", threads: builtinModelThreads });
    const server = await startDataPlaneServer(store.store, uploadStorage().env, { builtinModels: builtin?.models, ...uploadStorage().serverOptions });
    close = async () => {
      await server.close();
      await builtin?.close();
      await store.remove();
    };
    const { owner, key } = await server.ownerClient();
    current = { server, owner, key, builtinModels: builtin?.models ?? [] };
  }, 60_000);
  afterAll(() => close());
  return () => {
    if (!current) throw new Error("import server not started yet");
    return current;
  };
}
