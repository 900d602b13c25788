// Files a tenant can upload to break an import (issue 23), over HTTP with real
// files: a NUL that reaches a row error's reason (D3: the end of the job could
// not be written, and it ran again every 15 s, forever), and values nested
// thousands of levels deep in every format (D5, D6: the preview answered 500,
// the import lost its rows or failed whole on a stack overflow). Each bad row
// is a row error naming its row, column and reason; the other rows are
// written; the preview answers 200 with the row among its errors. And two the
// reliability property found: a vector number beyond float32's range, and
// bytes that are not UTF-8 in a JSON array.
import os from "node:os";
import path from "node:path";
import fs from "node:fs";
import { importErrorsResponseSchema, importPreviewSchema, type ImportMapping } from "../../../contract/imports";
import { startDataPlaneServer, type DataPlaneServer, type Owner } from "../data/support/data-plane-server";
import { openTestStore, type TestStore } from "../support/stores";
import { callImports, runImport, uploadFile } from "./support/import-calls";
import { writeDeepSchemaParquet, writeParquetWithJsonText } from "./support/hostile-parquet";

jest.setTimeout(120_000);

let store: TestStore;
let server: DataPlaneServer;
let owner: Owner;
let key: string;
let folder: string;
beforeAll(async () => {
  store = await openTestStore("pglite");
  server = await startDataPlaneServer(store.store);
  ({ owner, key } = await server.ownerClient());
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "hostile-files-"));
});
afterAll(async () => {
  await server.close();
  await store.remove();
  fs.rmSync(folder, { recursive: true, force: true });
});

const TOO_DEEP = "nests arrays or objects more than 64 levels deep";
const nested = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
const vectorOf = (id: number) => [1, id / 10, 0.5];
const line = (id: number, extra: Record<string, unknown> = {}) => JSON.stringify({ id, vec: vectorOf(id), ...extra });
const idAndVector: ImportMapping = { id: { column: "id" }, vectors: [{ vector: "", source: "json", column: "vec" }], payload: [] };
const withJson = (column: string): ImportMapping => ({ ...idAndVector, payload: [{ column, field: column, type: "json" }] });
let collections = 0;
const newCollection = () => ({ collection: `hostile-${++collections}`, create: { distance: "Cosine" as const } });

async function preview(uploadId: string) {
  const reply = await callImports(server, owner, "POST", "/preview", { uploadId });
  expect(reply.status).toBe(200);
  return importPreviewSchema.parse(reply.body);
}

async function rowErrors(importId: string) {
  const reply = await callImports(server, owner, "GET", `/${importId}/errors`);
  expect(reply.status).toBe(200);
  return importErrorsResponseSchema.parse(reply.body).errors;
}

async function pointIds(collection: string): Promise<unknown[]> {
  const reply = await server.call("POST", `/collections/${collection}/points/scroll`, { apiKey: key, body: { limit: 100 } });
  expect(reply.status).toBe(200);
  return (reply.body.result.points as { id: unknown }[]).map((point) => point.id).sort((a, b) => Number(a) - Number(b));
}

describe("D3: a NUL in what a row error quotes", () => {
  it("ends an import of 5,000 JSON Lines and a NUL byte past the first 64 KB, with that line as a row error", async () => {
    const lines = Array.from({ length: 5_000 }, (_, i) => line(i + 1));
    const uploadId = await uploadFile(server, owner, "nul-byte.jsonl", [...lines, "\u0000x"].join("\n"));
    expect((await preview(uploadId)).errors).toEqual([]);
    const done = await runImport(server, owner, { uploadId, target: newCollection(), mapping: idAndVector });
    expect(done).toMatchObject({ state: "succeeded", error: null, counts: { rows: 5_001, written: 5_000, failed: 1 } });
    expect(await rowErrors(done.id)).toEqual([{ row: 5_001, column: null, reason: `is not valid JSON (Unexpected token '\\u0000', "\\u0000x" is not valid JSON)` }]);
  });

  it("takes the escape \\u0000 as a line, in a cell refused by its type, and in a payload value", async () => {
    const target = newCollection();
    const lines = [line(1), "\\u0000x", line(3, { name: "a\u0000b" }), line(4, { n: "\u0000" })];
    const uploadId = await uploadFile(server, owner, "nul-escapes.jsonl", lines.join("\n"));
    const mapping: ImportMapping = {
      ...idAndVector,
      payload: [
        { column: "name", field: "name", type: "keyword" },
        { column: "n", field: "n", type: "integer" },
      ],
    };
    const done = await runImport(server, owner, { uploadId, target, mapping });
    expect(done).toMatchObject({ state: "succeeded", error: null, counts: { rows: 4, written: 2, failed: 2 } });
    expect(await rowErrors(done.id)).toEqual([
      { row: 2, column: null, reason: `is not valid JSON (Unexpected token '\\', "\\u0000x" is not valid JSON)` },
      { row: 4, column: "n", reason: `"\\u0000" is not a whole number` },
    ]);
    const point = await server.call("GET", `/collections/${target.collection}/points/3`, { apiKey: key });
    expect(point.body.result.payload).toEqual({ name: "a\u0000b" });
  });
});

it("refuses as a row error a vector number beyond float32's range, which failed its whole batch's write", async () => {
  const target = newCollection();
  const uploadId = await uploadFile(server, owner, "huge-numbers.jsonl", [line(1), `{"id": 2, "vec": [1e308, 1, 1]}`, line(3)].join("\n"));
  const done = await runImport(server, owner, { uploadId, target, mapping: idAndVector });
  expect(done).toMatchObject({ state: "succeeded", error: null, counts: { rows: 3, written: 2, failed: 1 } });
  expect(await rowErrors(done.id)).toEqual([{ row: 2, column: "vec", reason: "number 1: 1e+308 is beyond the range of a 32-bit float (±3.4e38)" }]);
  expect(await pointIds(target.collection)).toEqual([1, 3]);
});

it("reads bytes that are not UTF-8 in a JSON array as U+FFFD, as in JSON Lines, rather than refusing the file", async () => {
  const target = newCollection();
  const bytes = Buffer.concat([Buffer.from(`[${line(1)}, {"id": 2, "vec": [1, 0.2, 0.5], "name": "bad `), Buffer.from([0xff, 0xc3]), Buffer.from(` bytes"}]`)]);
  const uploadId = await uploadFile(server, owner, "not-utf8.json", bytes);
  expect((await preview(uploadId)).rows.map((row) => row.values.name)).toEqual([undefined, "bad \ufffd\ufffd bytes"]);
  const done = await runImport(server, owner, { uploadId, target, mapping: { ...idAndVector, payload: [{ column: "name", field: "name", type: "keyword" }] } });
  expect(done).toMatchObject({ state: "succeeded", counts: { rows: 2, written: 2, failed: 0 } });
});

describe("D5, D6: values nested deeper than 64 levels", () => {
  it("previews JSON Lines nested 10,000 deep on the second line with that row as an error, and imports the others", async () => {
    const uploadId = await uploadFile(server, owner, "deep.jsonl", [line(1), line(2, { x: JSON.parse(nested(10)) }), `{"id": 3, "vec": [1, 0.3, 0.5], "x": ${nested(10_000)}}`, line(4)].join("\n"));
    const shown = await preview(uploadId);
    expect(shown.rows.map((row) => row.row)).toEqual([1, 2, 4]);
    expect(shown.errors).toEqual([{ row: 3, column: "x", reason: TOO_DEEP }]);
    const target = newCollection();
    const done = await runImport(server, owner, { uploadId, target, mapping: withJson("x") });
    expect(done).toMatchObject({ state: "succeeded", error: null, counts: { rows: 4, written: 3, failed: 1 } });
    expect(await rowErrors(done.id)).toEqual([{ row: 3, column: "x", reason: TOO_DEEP }]);
    expect(await pointIds(target.collection)).toEqual([1, 2, 4]);
  });

  it.each([3_000, 20_000, 100_000])("imports the first row of JSON Lines whose second nests %i deep, in a payload or the vector", async (depth) => {
    const uploadId = await uploadFile(server, owner, `deep-${depth}.jsonl`, [line(1), `{"id": 2, "vec": [1, 0.2, 0.5], "x": ${nested(depth)}}`, `{"id": 3, "vec": ${nested(depth)}}`].join("\n"));
    expect((await preview(uploadId)).errors).toEqual([
      { row: 2, column: "x", reason: TOO_DEEP },
      { row: 3, column: "vec", reason: TOO_DEEP },
    ]);
    const target = newCollection();
    const done = await runImport(server, owner, { uploadId, target, mapping: withJson("x") });
    expect(done).toMatchObject({ state: "succeeded", error: null, counts: { rows: 3, written: 1, failed: 2 } });
    expect(await pointIds(target.collection)).toEqual([1]);
  });

  it.each([10_000, 100_000])("does the same for a JSON array whose second element nests %i deep", async (depth) => {
    const uploadId = await uploadFile(server, owner, `deep-${depth}.json`, `[${line(1)}, {"id": 2, "vec": [1, 0.2, 0.5], "x": ${nested(depth)}}, ${line(3)}]`);
    const shown = await preview(uploadId);
    expect(shown.format).toBe("json");
    expect(shown.errors).toEqual([{ row: 2, column: "x", reason: TOO_DEEP }]);
    const target = newCollection();
    const done = await runImport(server, owner, { uploadId, target, mapping: withJson("x") });
    expect(done).toMatchObject({ state: "succeeded", error: null, counts: { rows: 3, written: 2, failed: 1 } });
    expect(await rowErrors(done.id)).toEqual([{ row: 2, column: "x", reason: TOO_DEEP }]);
  });

  it.each([
    ["csv", ","],
    ["tsv", "\t"],
  ])("refuses a %s cell holding JSON nested 10,000 deep, as a payload and as the vector", async (format, separator) => {
    const cell = (text: string) => (format === "csv" ? `"${text}"` : text);
    const rows = [
      ["id", "vec", "x"],
      ["1", cell("[1, 0.1, 0.5]"), cell("[[1]]")],
      ["2", cell("[1, 0.2, 0.5]"), cell(nested(10_000))],
      ["3", cell(nested(10_000)), cell("{}")],
      ["4", cell("[1, 0.4, 0.5]"), cell("[]")],
    ];
    const uploadId = await uploadFile(server, owner, `deep.${format}`, rows.map((row) => row.join(separator)).join("\n"));
    const shown = await preview(uploadId);
    expect(shown.rows).toHaveLength(4);
    expect(shown.errors).toEqual([]);
    const target = newCollection();
    const done = await runImport(server, owner, { uploadId, target, mapping: withJson("x") });
    expect(done).toMatchObject({ state: "succeeded", error: null, counts: { rows: 4, written: 2, failed: 2 } });
    expect(await rowErrors(done.id)).toEqual([
      { row: 2, column: "x", reason: TOO_DEEP },
      { row: 3, column: "vec", reason: TOO_DEEP },
    ]);
    expect(await pointIds(target.collection)).toEqual([1, 4]);
  });

  it("refuses a Parquet JSON value nested 10,000 deep as a row error", async () => {
    const file = path.join(folder, "deep.parquet");
    const rows = [1, 2, 3].map((id) => ({ id, vec: vectorOf(id), x: id === 2 ? nested(10_000) : "[[1]]" }));
    writeParquetWithJsonText(file, [{ name: "id", type: "int64" }, { name: "vec", type: "float-list" }, { name: "x", type: "json" }], rows);
    const uploadId = await uploadFile(server, owner, "deep.parquet", fs.readFileSync(file));
    const shown = await preview(uploadId);
    expect(shown.rows.map((row) => [row.row, row.values.x])).toEqual([
      [1, [[1]]],
      [3, [[1]]],
    ]);
    expect(shown.errors).toEqual([{ row: 2, column: "x", reason: TOO_DEEP }]);
    const target = newCollection();
    const done = await runImport(server, owner, { uploadId, target, mapping: withJson("x") });
    expect(done).toMatchObject({ state: "succeeded", error: null, counts: { rows: 3, written: 2, failed: 1 } });
    expect(await pointIds(target.collection)).toEqual([1, 3]);
  });

  it("refuses at preview a Parquet file whose schema nests 10,000 groups", async () => {
    const file = path.join(folder, "deep-schema.parquet");
    writeDeepSchemaParquet(file, 10_000);
    const uploadId = await uploadFile(server, owner, "deep-schema.parquet", fs.readFileSync(file));
    const reply = await callImports(server, owner, "POST", "/preview", { uploadId });
    expect(reply).toEqual({ status: 400, body: { error: { code: "bad_request", message: "The Parquet file cannot be read: its schema nests more than 129 levels deep" } } });
  });
});
