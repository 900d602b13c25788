// What a killed instance left in DATA_DIR/snapshot-work goes at the next
// start once a day old; a newer file (another instance's job) stays.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sweepWorkFiles } from "../../../server/data/snapshots/sweep-work-files";

it("removes work files a day old and keeps newer ones", async () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "vdb-snapshot-work-"));
  try {
    const old = path.join(folder, "incoming-1");
    const recent = path.join(folder, "c0ffee.partial");
    fs.writeFileSync(old, "half an upload");
    fs.writeFileSync(recent, "a snapshot being written");
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    fs.utimesSync(old, twoDaysAgo, twoDaysAgo);
    expect(await sweepWorkFiles(folder)).toBe(1);
    expect(fs.readdirSync(folder)).toEqual(["c0ffee.partial"]);
    expect(await sweepWorkFiles(path.join(folder, "missing"))).toBe(0);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});
