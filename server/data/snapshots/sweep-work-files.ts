// What a killed instance left in DATA_DIR/snapshot-work: a snapshot half
// written, a file half uploaded or fetched, a restore's copy. A resumed job
// writes its file again from the start, so what is a day old belongs to no
// running job (another instance sharing the folder may be writing a newer one).
import fsp from "node:fs/promises";
import path from "node:path";

const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

/** Removes the folder's files older than a day; how many. */
export async function sweepWorkFiles(workDir: string, now = Date.now()): Promise<number> {
  const names = await fsp.readdir(workDir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const file = path.join(workDir, name);
    const stat = await fsp.stat(file).catch(() => null);
    if (!stat?.isFile() || now - stat.mtimeMs < STALE_AFTER_MS) continue;
    await fsp.rm(file, { force: true });
    removed += 1;
  }
  return removed;
}
