// Files in a folder, each at <folder>/<key>: written to a temporary name
// beside it, flushed, and renamed over it, so that a crash leaves the old
// file or the new one, never half of one.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { assertStorageKey, type FileStorage } from "./file-storage";

export function createFolderFileStorage(folder: string): FileStorage {
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(folder, key);
  };
  return {
    location: folder,
    async put(key, localFile) {
      const target = fileOf(key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomUUID()}.partial`;
      try {
        await fsp.copyFile(localFile, temporary);
        const handle = await fsp.open(temporary, "r+");
        await handle.sync().finally(() => handle.close());
        await fsp.rename(temporary, target);
      } finally {
        await fsp.rm(temporary, { force: true });
      }
    },
    async read(key) {
      const file = fileOf(key);
      const stat = await fsp.stat(file).catch(() => null);
      if (!stat?.isFile()) return null;
      return { stream: fs.createReadStream(file), size: stat.size };
    },
    remove: (key) => fsp.rm(fileOf(key), { force: true }),
    async removeAll(prefix) {
      assertStorageKey(prefix.replace(/\/$/, ""));
      await fsp.rm(path.join(folder, prefix), { recursive: true, force: true });
    },
    close: () => undefined,
  };
}
