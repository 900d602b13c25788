// This service instance's name in the work it owns (running jobs, writes being
// applied): generated once into DATA_DIR/instance-id and kept, so that after a
// crash and restart the instance knows its own unfinished work at once, rather
// than waiting for it to look abandoned. Instances that share a metadata store
// each have their own DATA_DIR (their LanceDB tables live there too).
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

export const INSTANCE_ID_FILE = "instance-id";

export async function loadInstanceId(dataDir: string): Promise<string> {
  const file = path.join(dataDir, INSTANCE_ID_FILE);
  await fs.mkdir(dataDir, { recursive: true });
  try {
    // "wx": create only if absent, so two processes starting together keep one id.
    await fs.writeFile(file, `instance-${randomUUID()}\n`, { flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const id = (await fs.readFile(file, "utf8")).trim();
  if (!/^[\w-]{1,100}$/.test(id)) throw new Error(`${file} does not hold an instance id: delete it to make a new one`);
  return id;
}
