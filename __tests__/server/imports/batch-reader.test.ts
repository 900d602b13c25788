// An import's rows read in a thread of its own (server/imports/run/batch-reader.ts), on threads kept
// started ahead of need (reader-threads.ts): batches in order with their vectors intact across
// the threads, a thread for each import one after another, and none once the service stops.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { getPriority } from "node:os";
import { join } from "node:path";
import type { ImportMapping } from "../../../contract/imports";
import { BatchReader } from "../../../server/imports/run/batch-reader";
import type { BatchSource, TakenRows } from "../../../server/imports/run/mapped-batches";
import { ReaderThreads } from "../../../server/imports/run/reader-threads";

// Each thread loads its TypeScript through tsx: seconds under a full CI run on two cores.
jest.setTimeout(60_000);

const ROWS = 2_500;
const mapping: ImportMapping = { id: { column: "id" }, vectors: [{ vector: "", source: "json", column: "vector" }], payload: [{ column: "title", field: "title", type: "text" }] };

let folder: string;
let source: BatchSource;
let threads: ReaderThreads;

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), "batch-reader-"));
  const lines = ["id,title,vector"];
  for (let row = 1; row <= ROWS; row++) lines.push(`${row},"Row ${row}, quoted","[${row},${row / 4},-${row}]"`);
  const file = join(folder, "rows.csv");
  writeFileSync(file, lines.join("\n") + "\n");
  source = { file, format: "csv", mapping, fingerprint: "", after: { rowNumber: 0 }, batchRows: 1_000 };
});
beforeEach(() => (threads = new ReaderThreads()));
afterEach(() => threads.close());
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function readAll(reader: BatchReader): Promise<TakenRows[]> {
  const batches: TakenRows[] = [];
  for await (const batch of reader.batches(source, new AbortController().signal)) batches.push(batch);
  return batches;
}

it("reads the file in batches, in order, with each row's vector and payload as written", async () => {
  const batches = await readAll(new BatchReader(threads.take()));

  expect(batches.map((batch) => [batch.read, batch.rows.length, batch.failures.length, batch.after.rowNumber])).toEqual([
    [1_000, 1_000, 0, 1_000],
    [1_000, 1_000, 0, 2_000],
    [500, 500, 0, 2_500],
  ]);
  const rows = batches.flatMap((batch) => batch.rows);
  expect(rows.map((row) => row.id)).toEqual(Array.from({ length: ROWS }, (_, index) => index + 1));
  expect(rows[1_233]).toMatchObject({ rowNumber: 1_234, vectors: { "": [1_234, 308.5, -1_234] }, payload: { title: "Row 1234, quoted" } });
});

it("gives each of several imports, one after another or side by side, a thread that reads the whole file", async () => {
  threads.warm();
  const first = await readAll(new BatchReader(threads.take()));
  const [second, third] = await Promise.all([readAll(new BatchReader(threads.take())), readAll(new BatchReader(threads.take()))]);

  for (const batches of [first, second, third]) expect(batches.reduce((sum, batch) => sum + batch.rows.length, 0)).toBe(ROWS);
});

it("stops a read at once on a cancel, batches already read ahead included, with the reason it was given", async () => {
  const controller = new AbortController();
  const reader = new BatchReader(threads.take());
  const seen: number[] = [];
  const reading = (async () => {
    for await (const batch of reader.batches(source, controller.signal)) {
      seen.push(batch.after.rowNumber);
      // Time for the thread to post the batches after it (it reads ahead): the cancel must stop those too.
      await new Promise((resolve) => setTimeout(resolve, 500));
      controller.abort(new Error("cancelled by the test"));
    }
  })();

  await expect(reading).rejects.toThrow("cancelled by the test");
  expect(seen).toEqual([1_000]);
});

it("reads at a lower scheduling priority than the service's other threads, which its lead lets it afford", async () => {
  const niceness = () =>
    readdirSync("/proc/self/task").map((task) => {
      // Field 19 of a thread's stat line, counted after the command in parentheses (which may hold spaces).
      const stat = readFileSync(`/proc/self/task/${task}/stat`, "utf8");
      return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]);
    });
  const reader = new BatchReader(threads.take());
  for await (const batch of reader.batches(source, new AbortController().signal)) {
    // The thread is reading: its priority is set.
    expect(batch.read).toBe(1_000);
    const service = getPriority(process.pid);
    expect(niceness()).toContain(Math.min(19, service + 10));
    expect(niceness()).toContain(service);
    break;
  }
});

it("hands out no thread once closed", async () => {
  threads.warm();
  await threads.close();

  expect(() => threads.take()).toThrow("the service is stopping: no more imports");
});
