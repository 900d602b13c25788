// Every import job ends (issue 23): generated bad files in every format (CSV,
// TSV, JSON Lines, a JSON array, Parquet), holding values nested up to 100,000
// deep, NUL, lone surrogates and invalid UTF-8, cells of megabytes, wrong
// types, broken rows, and cut or corrupted bytes, are uploaded with tus,
// previewed and imported (some cancelled at a random moment) by the service
// in-process on PGlite and LanceDB. The preview and the import's creation
// answer a success or a 4xx, never a 5xx; a job that starts ends (succeeded,
// failed with a reason, or cancelled) within END_WITHIN_MS of its start, the
// whole file being there from the start; rows read = written + failed, and
// the row errors listed are the first of the failed rows; a file with no
// broken bytes and no row that breaks its format is read to its end, and
// succeeds unless every row of it failed.
// RELIABILITY_SEED replays a run; RELIABILITY_IMPORT_FILES sets how many files.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { IMPORT_ERRORS_KEPT, importErrorsResponseSchema, importResponseSchema, type ImportFormat, type ImportMapping, type ImportSummary } from "../../contract/imports";
import { startDataPlaneServer, type DataPlaneServer, type Owner } from "../server/data/support/data-plane-server";
import { callImports, uploadFile } from "../server/imports/support/import-calls";
import { writeParquetWithJsonText } from "../server/imports/support/hostile-parquet";
import { openTestStore, type TestStore } from "../server/support/stores";
import { runSeed } from "./generated-input";

jest.setTimeout(900_000);

const FILES = Number(process.env.RELIABILITY_IMPORT_FILES ?? 40);
/** A job's bound, from its creation to its end: the files are small (a few MB at most), read in seconds. */
const END_WITHIN_MS = 60_000;
const seed = runSeed();

/** A value as a JSON file holds it (`json`), and as a CSV, TSV or Parquet text cell does (`text`). */
interface Cell {
  json: string;
  text: string;
}
/** A row: its cells by column, or a line that is not an object (JSON formats), or one that breaks the format. */
type Row = { kind: "object"; cells: Record<string, Cell> } | { kind: "not-object"; json: string } | { kind: "broken"; json: string };
type Damage = { kind: "none" } | { kind: "cut"; at: number } | { kind: "bytes"; at: number[]; byte: number };
interface FileSpec {
  format: ImportFormat;
  rows: Row[];
  damage: Damage;
  /** Cancel the import this many ms after creating it. */
  cancelAfterMs: number | null;
}

const COLUMNS = ["id", "vec", "x", "name", "n"] as const;
/** U+E000 in a generated string is written as two bytes that are not UTF-8 (text formats and JSON). */
const NOT_UTF8 = "\ue000";
const cell = (json: string, text = json): Cell => ({ json, text });
const str = (value: string): Cell => ({ json: JSON.stringify(value), text: value });
const nested = (depth: number, isArray: boolean) => (isArray ? "[".repeat(depth) + "]".repeat(depth) : '{"a":'.repeat(depth) + "1" + "}".repeat(depth));

const deepCell = fc.record({ depth: fc.constantFrom(63, 64, 65, 1_000, 10_000, 100_000), isArray: fc.boolean() }).map(({ depth, isArray }) => cell(nested(depth, isArray)));
const hostileString = fc.oneof(
  fc.constantFrom("a\u0000b", "\u0000", "\ud800", `bad ${NOT_UTF8} bytes`, "\"quoted\", and\ttabbed\nlines", ""),
  fc.string({ unit: "binary", maxLength: 20 }),
  fc.integer({ min: 100_000, max: 2_000_000 }).map((length) => "x".repeat(length)),
);
const sometimes = <T>(good: fc.Arbitrary<T>, bad: fc.Arbitrary<T>) => fc.oneof({ weight: 4, arbitrary: good }, { weight: 1, arbitrary: bad });

/** Not JSON: cut short, or holding a raw NUL (JSON.parse's message quotes it). In CSV and TSV, a quote left open. */
const brokenRow = fc.constantFrom('{"id": 1, "vec": [1,', "\u0000x", '{"id": 1, "name": "a\u0000b"}').map((json): Row => ({ kind: "broken", json }));

function rowArbitrary(index: number): fc.Arbitrary<Row> {
  const id = sometimes(fc.constant(cell(String(index + 1))), fc.constantFrom(str("abc"), cell("-1"), cell("1.5"), cell("null", ""), cell("{}"), str("\u0000"), cell("18446744073709551616"), cell("true")));
  const vec = sometimes(
    fc.constant(cell(`[1, ${index / 10}, 0.5]`)),
    fc.oneof(fc.constantFrom(cell("[1, 2]"), cell('["a", "b", "c"]'), str("1,2,3"), cell("{}"), cell("[]"), cell('{"indices": [1], "values": [1]}'), cell("[1e308, 1e308, 1e308]")), deepCell),
  );
  const x = sometimes(fc.constant(cell('{"k": [1, 2]}')), fc.oneof(deepCell, fc.jsonValue({ maxDepth: 3 }).map((value) => cell(JSON.stringify(value)))));
  const name = sometimes(fc.constant(str(`name ${index}`)), hostileString.map(str));
  const n = sometimes(fc.constant(cell(String(index))), fc.constantFrom(str("x"), cell("true"), cell("1e400"), str("\u0000"), cell("9007199254740993")));
  const object = fc
    .record({ cells: fc.record({ id, vec, x, name, n }), missing: fc.subarray(["x", "name", "n"], { maxLength: 2 }) })
    .map(({ cells, missing }): Row => ({ kind: "object", cells: Object.fromEntries(Object.entries(cells).filter(([column]) => !missing.includes(column))) }));
  const notObject = fc.oneof(fc.constantFrom("5", '"s"', "[1]", "null"), deepCell.map((deep) => deep.json)).map((json): Row => ({ kind: "not-object", json }));
  return fc.oneof({ weight: 24, arbitrary: object }, { weight: 1, arbitrary: notObject }, { weight: 1, arbitrary: brokenRow });
}

function goodRow(index: number): Row {
  return { kind: "object", cells: { id: cell(String(index + 1)), vec: cell(`[1, ${index / 10}, 0.5]`), x: cell('{"k": [1, 2]}'), name: str(`name ${index}`), n: cell(String(index)) } };
}

const damage: fc.Arbitrary<Damage> = fc.oneof(
  { weight: 5, arbitrary: fc.constant<Damage>({ kind: "none" }) },
  fc.double({ min: 0, max: 1, noNaN: true }).map((at): Damage => ({ kind: "cut", at })),
  fc.record({ at: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 4 }), byte: fc.constantFrom(0x00, 0xff, 0x22, 0x0a, 0x5b) }).map(({ at, byte }): Damage => ({ kind: "bytes", at, byte })),
);

const fileSpec: fc.Arbitrary<FileSpec> = fc.record({
  format: fc.constantFrom<ImportFormat>("csv", "tsv", "jsonl", "json", "parquet"),
  // Good rows first, sometimes thousands, so that damage also lands past the rows a preview reads.
  rows: fc
    .record({ lead: fc.oneof(fc.constant(0), fc.integer({ min: 20, max: 3_000 })), count: fc.integer({ min: 1, max: 30 }) })
    .chain(({ lead, count }) => fc.tuple(...Array.from({ length: count }, (_, index) => rowArbitrary(lead + index))).map((rows) => [...Array.from({ length: lead }, (_, index) => goodRow(index)), ...rows])),
  damage,
  cancelAfterMs: fc.oneof({ weight: 5, arbitrary: fc.constant(null) }, fc.integer({ min: 0, max: 500 })),
}).map((spec) => Object.assign(spec, { [fc.toStringMethod]: () => describeSpec(spec) }));

/** A counterexample as fast-check prints it: the file's shape and its rows that are not good ones, each cut short. */
function describeSpec({ format, rows, damage: harm, cancelAfterMs }: FileSpec): string {
  const cut = (text: string) => (text.length > 80 ? `${text.slice(0, 77)}... (${text.length} chars)` : text);
  const odd = rows.flatMap((row, index) => (JSON.stringify(row) === JSON.stringify(goodRow(index)) ? [] : [`  row ${index + 1}: ${cut(JSON.stringify(row.kind === "object" ? Object.fromEntries(Object.entries(row.cells).map(([column, value]) => [column, value.json])) : row))}`]));
  return [`${format}, ${rows.length} rows, damage ${JSON.stringify(harm)}, cancel after ${cancelAfterMs ?? "never"}; rows that are not good:`, ...odd].join("\n");
}

/** Whether the file should be read to its end: nothing cut or corrupted, and no row that breaks its format. */
function isWhole({ format, rows, damage: harm }: FileSpec): boolean {
  if (harm.kind !== "none") return false;
  // A JSON Lines line that is not JSON is a row error (Parquet writes it empty); a broken element ends a JSON array, a
  // quote left open a CSV or TSV.
  return format === "jsonl" || format === "parquet" || rows.every((row) => row.kind !== "broken");
}

let folder: string;
function fileBytes(spec: FileSpec): Buffer {
  const bytes = spec.format === "parquet" ? parquetBytes(spec.rows) : withNonUtf8(textOf(spec));
  return damaged(bytes, spec.damage);
}

function textOf({ format, rows }: FileSpec): string {
  if (format === "jsonl" || format === "json") {
    const items = rows.map((row) => (row.kind === "object" ? `{${Object.entries(row.cells).map(([column, value]) => `${JSON.stringify(column)}: ${value.json}`).join(", ")}}` : row.json));
    return format === "jsonl" ? items.join("\n") : `[\n${items.join(",\n")}\n]`;
  }
  const separator = format === "csv" ? "," : "\t";
  const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;
  const lines = rows.map((row) => {
    if (row.kind === "broken") return `1${separator}"[1, 2, 3]${separator}"open`;
    // A line that is not an object is, in a text format, a row of the wrong length.
    if (row.kind === "not-object") return [1, 2].map((value) => quoted(String(value))).join(separator);
    return COLUMNS.map((column) => quoted(row.cells[column]?.text ?? "")).join(separator);
  });
  return [COLUMNS.join(separator), ...lines].join("\n");
}

function withNonUtf8(text: string): Buffer {
  const bytes = Buffer.from(text);
  const marker = Buffer.from(NOT_UTF8);
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = bytes.indexOf(marker); at !== -1; at = bytes.indexOf(marker, from)) {
    parts.push(bytes.subarray(from, at), Buffer.from([0xff, 0xc3]));
    from = at + marker.length;
  }
  parts.push(bytes.subarray(from));
  return Buffer.concat(parts);
}

/** Parquet has no broken or non-object rows: those rows are written with every cell empty. */
function parquetBytes(rows: Row[]): Buffer {
  const file = path.join(folder, `file-${Date.now()}-${Math.random()}.parquet`);
  const values = rows.map((row) => {
    const cells = row.kind === "object" ? row.cells : {};
    return { id: cells.id?.text ?? "", vec: cells.vec?.json ?? "null", x: cells.x?.json ?? "null", name: cells.name?.text ?? "", n: cells.n?.text ?? "" };
  });
  const columns = [
    { name: "id", type: "string" },
    { name: "vec", type: "json" },
    { name: "x", type: "json" },
    { name: "name", type: "string" },
    { name: "n", type: "string" },
  ] as const;
  writeParquetWithJsonText(file, [...columns], values);
  const bytes = fs.readFileSync(file);
  fs.rmSync(file);
  return bytes;
}

function damaged(bytes: Buffer, harm: Damage): Buffer {
  if (harm.kind === "none" || bytes.length === 0) return bytes;
  if (harm.kind === "cut") return bytes.subarray(0, Math.floor(bytes.length * harm.at));
  const copy = Buffer.from(bytes);
  for (const at of harm.at) copy[Math.min(copy.length - 1, Math.floor(copy.length * at))] = harm.byte;
  return copy;
}

let store: TestStore;
let server: DataPlaneServer;
let owner: Owner;
let key: string;
const ended: { state: string; ms: number; format: ImportFormat }[] = [];
const refused = new Map<number, number>();

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "import-jobs-end-"));
  store = await openTestStore("pglite");
  server = await startDataPlaneServer(store.store);
  ({ owner, key } = await server.ownerClient());
}, 120_000);

afterAll(async () => {
  await server?.close();
  await store?.remove();
  fs.rmSync(folder, { recursive: true, force: true });
});

const mapping: ImportMapping = {
  id: { column: "id" },
  vectors: [{ vector: "", source: "json", column: "vec" }],
  payload: [
    { column: "x", field: "x", type: "json" },
    { column: "name", field: "name", type: "keyword" },
    { column: "n", field: "n", type: "integer" },
  ],
};

async function readImport(id: string): Promise<ImportSummary> {
  const reply = await callImports(server, owner, "GET", `/${id}`);
  expect(reply.status).toBe(200);
  return importResponseSchema.parse(reply.body).import;
}

/** Polls until the job has ended, or END_WITHIN_MS have passed; the last summary read and when. */
async function waitForEnd(id: string, createdAt: number): Promise<{ summary: ImportSummary; ms: number }> {
  for (;;) {
    const summary = await readImport(id);
    const ms = performance.now() - createdAt;
    if ((summary.state !== "queued" && summary.state !== "running") || ms > END_WITHIN_MS) return { summary, ms };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const below500 = (status: number) => (status < 500 ? "below 500" : status);

it(`ends every import of ${FILES} generated bad files, within ${END_WITHIN_MS / 1000} s, with rows read = written + failed`, async () => {
  const started = performance.now();
  let run = 0;
  await fc.assert(
    fc.asyncProperty(fileSpec, async (spec) => {
      run += 1;
      const collection = `ends-${run}`;
      const made = await server.call("PUT", `/collections/${collection}`, { apiKey: key, body: { vectors: { size: 3, distance: "Cosine" } } });
      expect(made.status).toBe(200);
      const uploadId = await uploadFile(server, owner, `file.${spec.format === "json" ? "json" : spec.format}`, fileBytes(spec));
      const isWholeFile = isWhole(spec);
      const preview = await callImports(server, owner, "POST", "/preview", { uploadId, format: spec.format });
      expect({ status: below500(preview.status), body: preview.body }).toEqual({ status: "below 500", body: preview.body });
      if (isWholeFile) expect({ status: preview.status, body: preview.body }).toEqual({ status: 200, body: preview.body });

      const createdAt = performance.now();
      const created = await callImports(server, owner, "POST", "", { uploadId, format: spec.format, target: { collection }, mapping });
      expect({ status: below500(created.status), body: created.body }).toEqual({ status: "below 500", body: created.body });
      if (created.status !== 201) {
        refused.set(created.status, (refused.get(created.status) ?? 0) + 1);
        expect(isWholeFile).toBe(false);
        return;
      }
      const id = importResponseSchema.parse(created.body).import.id;
      if (spec.cancelAfterMs !== null) {
        await new Promise((resolve) => setTimeout(resolve, spec.cancelAfterMs ?? 0));
        const cancel = await server.call("POST", `/api/projects/${owner.projectId}/jobs/${id}/cancel`, { headers: { authorization: `Bearer ${owner.token}` }, body: {} });
        // 409: it ended first.
        expect([200, 409]).toContain(cancel.status);
      }

      const { summary, ms } = await waitForEnd(id, createdAt);
      ended.push({ state: summary.state, ms, format: spec.format });
      expect({ state: summary.state, ms: ms <= END_WITHIN_MS ? "in time" : ms }).toEqual({ state: expect.stringMatching(/^(succeeded|failed|cancelled)$/), ms: "in time" });
      if (summary.state === "failed") expect(summary.error).toEqual(expect.stringMatching(/\S/));
      const { rows, written, failed } = summary.counts;
      expect(rows).toBe(written + failed);
      const errors = await callImports(server, owner, "GET", `/${id}/errors`);
      expect(errors.status).toBe(200);
      expect(importErrorsResponseSchema.parse(errors.body).errors).toHaveLength(Math.min(failed, IMPORT_ERRORS_KEPT));
      // A run that read rows and could write none of them fails, saying so (issue 26).
      if (isWholeFile && spec.cancelAfterMs === null) {
        const isEveryRowFailed = rows > 0 && written === 0;
        expect({ state: summary.state, error: summary.error, rows }).toEqual({ state: isEveryRowFailed ? "failed" : "succeeded", error: isEveryRowFailed ? expect.stringMatching(/^Every row failed/) : null, rows: spec.rows.length });
      }
    }),
    { seed, numRuns: FILES, endOnFailure: true },
  );
  const seconds = (performance.now() - started) / 1000;
  const states = ended.reduce<Record<string, number>>((count, { state }) => ({ ...count, [state]: (count[state] ?? 0) + 1 }), {});
  const slowest = Math.max(0, ...ended.map((job) => job.ms));
  console.log(
    `${FILES} files in ${seconds.toFixed(1)} s: ${ended.length} jobs ended (${Object.entries(states).map(([state, count]) => `${count} ${state}`).join(", ")}), ` +
      `the slowest in ${Math.round(slowest)} ms; ${[...refused].map(([status, count]) => `${count} refused with ${status}`).join(", ") || "none refused"}`,
  );
});
