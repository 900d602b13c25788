// The import readers' memory on a large file (server/imports/readers/): a generated CSV of
// about 300 MB (an id, a text and a 64-dimension vector as JSON text per row) streamed
// through readRows, with the resident size before, at its peak and after, and the rate.
// Run alone: npx tsx bench/import-readers.ts [megabytes]. Not part of bench/run.ts.
import { createWriteStream, mkdtempSync, rmSync, statSync } from "node:fs";
import { once } from "node:events";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readRows } from "../server/imports/readers/read-rows";

const MB = 1024 * 1024;

async function writeCsv(path: string, targetBytes: number): Promise<number> {
  const out = createWriteStream(path);
  out.write("id,title,vector\n");
  let bytes = 0;
  let rows = 0;
  while (bytes < targetBytes) {
    const vector = Array.from({ length: 64 }, (_, index) => ((rows * 31 + index) % 1000) / 1000).join(",");
    const line = `${rows + 1},"Row ${rows + 1}, with a comma","[${vector}]"\n`;
    bytes += Buffer.byteLength(line);
    rows += 1;
    if (!out.write(line)) await once(out, "drain");
  }
  out.end();
  await once(out, "finish");
  return rows;
}

async function main(): Promise<void> {
  const megabytes = Number(process.argv[2] ?? 300);
  const folder = mkdtempSync(join(tmpdir(), "import-readers-bench-"));
  try {
    const path = join(folder, "large.csv");
    const written = await writeCsv(path, megabytes * MB);
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    let rows = 0;
    const started = performance.now();
    for await (const item of readRows(path, "csv")) {
      if (item.kind === "row") rows += 1;
      if (rows % 50_000 === 0) peak = Math.max(peak, process.memoryUsage().rss);
    }
    const seconds = (performance.now() - started) / 1000;
    peak = Math.max(peak, process.memoryUsage().rss);
    global.gc?.();
    const after = process.memoryUsage().rss;
    const size = statSync(path).size / MB;
    console.log(`CSV reader: ${size.toFixed(0)} MB, ${rows.toLocaleString("en")} of ${written.toLocaleString("en")} rows in ${seconds.toFixed(1)} s (${(size / seconds).toFixed(0)} MB/s)`);
    console.log(`  rss before ${(before / MB).toFixed(0)} MB, peak ${(peak / MB).toFixed(0)} MB, after ${(after / MB).toFixed(0)} MB`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

void main();
