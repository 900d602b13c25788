// The instance's name in the work it owns: made once in DATA_DIR and kept, so
// that a restarted instance recognises its own unfinished jobs.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { INSTANCE_ID_FILE, loadInstanceId } from "../../../server/instance-id";

const folders: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vdb-instance-id-"));
  folders.push(dir);
  return dir;
};
afterAll(() => folders.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

it("keeps one id per data folder across restarts, and another folder gets another", async () => {
  const dir = path.join(tempDir(), "not-yet-made");
  const first = await loadInstanceId(dir);
  expect(first).toMatch(/^instance-[0-9a-f-]{36}$/);
  expect(await Promise.all([loadInstanceId(dir), loadInstanceId(dir)])).toEqual([first, first]);
  expect(await loadInstanceId(tempDir())).not.toBe(first);
});

it("refuses a file that holds no id, saying what to do", async () => {
  const dir = tempDir();
  fs.writeFileSync(path.join(dir, INSTANCE_ID_FILE), "not an id at all\n");
  await expect(loadInstanceId(dir)).rejects.toThrow(`${path.join(dir, INSTANCE_ID_FILE)} does not hold an instance id: delete it to make a new one`);
});
