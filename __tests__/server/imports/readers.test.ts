// The import file readers on real files: rows and row numbers, resuming from checkpoints,
// refusals with their messages, and the types a preview infers.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { detectFormat } from "../../../server/imports/readers/detect-format";
import { readRows } from "../../../server/imports/readers/read-rows";
import { previewFile } from "../../../server/imports/readers/preview-file";
import type { ImportFormat, ReadItem, ReaderCheckpoint } from "../../../server/imports/readers/reader-types";
import { writeParquet, type ParquetColumn } from "./support/write-parquet";

// Small files, but read through streams: under a full CI run on two cores a read has taken past the default 5 s.
jest.setTimeout(30_000);

let folder: string;
beforeAll(() => (folder = mkdtempSync(join(tmpdir(), "import-readers-"))));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function file(name: string, content: string | Buffer): string {
  const path = join(folder, name);
  writeFileSync(path, content);
  return path;
}

async function readAll(path: string, format: ImportFormat, after?: ReaderCheckpoint): Promise<ReadItem[]> {
  const items: ReadItem[] = [];
  for await (const item of readRows(path, format, { after })) items.push(item);
  return items;
}

function summary(items: ReadItem[]): unknown[] {
  return items.map((item) => (item.kind === "row" ? [item.rowNumber, item.values] : [item.rowNumber, item.column, item.reason]));
}

/** Every checkpoint a read hands out resumes to exactly the items after it. */
async function expectResumesEverywhere(path: string, format: ImportFormat): Promise<void> {
  const all = await readAll(path, format);
  for (const [index, item] of all.entries()) {
    expect(summary(await readAll(path, format, item.checkpoint))).toEqual(summary(all.slice(index + 1)));
    // Without the byte offset (a checkpoint from a format that cannot seek), by skipping.
    expect(summary(await readAll(path, format, { rowNumber: item.rowNumber }))).toEqual(summary(all.slice(index + 1)));
  }
}

const CSV =
  '\ufeffid,title,vector\r\n1,"Hello, world","[0.1,0.2]"\r\n2,"Two\r\nlines and ""quotes""","[0.3,0.4]"\r\n\r\n3,é plain,"[0.5,0.6]"\r\n4,too,many,fields\r\n5,short\r\n6,last,"[1,2]"';

describe("CSV", () => {
  it("reads quoted, multi-line and non-ASCII cells after a byte order mark, with CRLF line ends", async () => {
    const path = file("rows.csv", CSV);
    expect(summary(await readAll(path, "csv"))).toEqual([
      [1, { id: "1", title: "Hello, world", vector: "[0.1,0.2]" }],
      [2, { id: "2", title: 'Two\r\nlines and "quotes"', vector: "[0.3,0.4]" }],
      [3, { id: "3", title: "é plain", vector: "[0.5,0.6]" }],
      [4, undefined, "has 4 values but the header names 3 columns"],
      [5, "vector", "has 2 values but the header names 3 columns"],
      [6, { id: "6", title: "last", vector: "[1,2]" }],
    ]);
  });

  it("resumes after every checkpoint with exactly the remaining rows", async () => {
    await expectResumesEverywhere(file("resume.csv", CSV), "csv");
  });

  it("checkpoints the byte offset of the next record", async () => {
    const items = await readAll(file("offsets.csv", "a,b\n1,2\n3,4\n"), "csv");
    expect(items.map((item) => item.checkpoint)).toEqual([
      { rowNumber: 1, byteOffset: 8 },
      { rowNumber: 2, byteOffset: 12 },
    ]);
  });

  it("stops at a quote left open, naming the row", async () => {
    const path = file("open-quote.csv", 'a,b\n1,2\n3,"never closed\n4,5\n');
    await expect(readAll(path, "csv")).rejects.toThrow("Row 2 cannot be read, nor anything after it: a quoted value is never closed");
  });

  it("names the broken row past the first chunk read, after every row before it", async () => {
    const rows = Array.from({ length: 6_000 }, (_, index) => `${index + 1},"${"x".repeat(200)}"`);
    rows[4_000] = `4001,"${"x".repeat(100)}"y`;
    const path = file("broken-late.csv", `a,b\n${rows.join("\n")}\n`);
    const read: ReadItem[] = [];
    await expect(
      (async () => {
        for await (const item of readRows(path, "csv")) read.push(item);
      })(),
    ).rejects.toThrow("Row 4001 cannot be read, nor anything after it: a quoted value is followed by more text before the next delimiter");
    expect(read.map((item) => item.rowNumber)).toEqual(Array.from({ length: 4_000 }, (_, index) => index + 1));
  });

  it.each([
    ['a,b\n1,"x"y\n2,3\n', "Row 1 cannot be read, nor anything after it: a quoted value is followed by more text before the next delimiter"],
    ['a,"b\n1,2\n', "The header row cannot be read, nor anything after it: a quoted value is never closed"],
  ])("refuses the preview of %j with the reader's words", async (content, message) => {
    await expect(previewFile(file("broken-early.csv", content), "csv")).rejects.toThrow(message);
  });

  it.each([
    ["0.1,0.2,0.3\n0.4,0.5,0.6\n", 'The first row must name the columns, but "0.1" looks like a value: add a header row'],
    ["id,,title\n1,2,3\n", "Column 2 of the header row has no name"],
    ["id,title,id\n1,2,3\n", 'The header row names the column "id" twice'],
  ])("refuses the header of %j", async (content, message) => {
    await expect(readAll(file("header.csv", content), "csv")).rejects.toThrow(message);
    await expect(previewFile(file("header.csv", content), "csv")).rejects.toThrow(message);
  });
});

describe("TSV", () => {
  const TSV = "id\tname\tscore\n1\tAda, Countess\t0.5\n2\tBob\t1e3\n3\t\t-2\n";

  it("reads tab-separated rows, commas being plain text", async () => {
    expect(summary(await readAll(file("rows.tsv", TSV), "tsv"))).toEqual([
      [1, { id: "1", name: "Ada, Countess", score: "0.5" }],
      [2, { id: "2", name: "Bob", score: "1e3" }],
      [3, { id: "3", name: "", score: "-2" }],
    ]);
  });

  it("resumes after every checkpoint", async () => {
    await expectResumesEverywhere(file("resume.tsv", TSV), "tsv");
  });
});

describe("JSON Lines", () => {
  const JSONL = '{"id": 1, "v": [1, 2]}\r\n\n{"id": 2, "v": [3, 4]}\n{not json}\n[1, 2]\n{"id": 5, "text": "ünï"}';

  it("reads one object per line, skipping blank lines and reporting bad ones", async () => {
    expect(summary(await readAll(file("rows.jsonl", JSONL), "jsonl"))).toEqual([
      [1, { id: 1, v: [1, 2] }],
      [2, { id: 2, v: [3, 4] }],
      [3, undefined, expect.stringMatching(/^is not valid JSON \(.+\)$/)],
      [4, undefined, "is an array, not an object"],
      [5, { id: 5, text: "ünï" }],
    ]);
  });

  it("resumes after every checkpoint", async () => {
    await expectResumesEverywhere(file("resume.jsonl", `\ufeff${JSONL}\n`), "jsonl");
  });
});

describe("JSON arrays in Qdrant's point shape", () => {
  const POINTS = JSON.stringify([
    { id: 1, vector: [0.1, 0.2, 0.3], payload: { city: "Berlin" } },
    { id: "5c56c793-69f3-4fbf-87e6-c4bf54c28c26", vector: { image: [1, 2, 3] }, payload: {} },
    42,
    { id: 3, vector: [0.4, 0.5, 0.6] },
  ], null, 2);

  it("yields the points as they are, and non-objects as row errors", async () => {
    expect(summary(await readAll(file("points.json", POINTS), "json"))).toEqual([
      [1, { id: 1, vector: [0.1, 0.2, 0.3], payload: { city: "Berlin" } }],
      [2, { id: "5c56c793-69f3-4fbf-87e6-c4bf54c28c26", vector: { image: [1, 2, 3] }, payload: {} }],
      [3, undefined, "is a number, not an object"],
      [4, { id: 3, vector: [0.4, 0.5, 0.6] }],
    ]);
  });

  it("resumes after every checkpoint", async () => {
    await expectResumesEverywhere(file("resume.json", POINTS), "json");
  });

  it("stops where the JSON breaks", async () => {
    await expect(readAll(file("broken.json", '[{"id": 1}, {"id": 2}, {"id": ]'), "json")).rejects.toThrow(
      'The JSON array is not valid JSON: Unexpected RIGHT_BRACKET ("]") in state VALUE',
    );
    // The parser reads a chunk ahead: the rows yielded before the fault are named.
    const rows = Array.from({ length: 20_000 }, (_, index) => JSON.stringify({ id: index, text: "x".repeat(20) }));
    const path = file("broken-late.json", `[${rows.join(",")}, {"id": }]`);
    await expect(readAll(path, "json")).rejects.toThrow(/^The JSON array is not valid JSON past row \d+: Unexpected RIGHT_BRACE/);
  });
});

describe("Parquet", () => {
  const columns: ParquetColumn[] = [
    { name: "id", type: "int64" },
    { name: "score", type: "double" },
    { name: "title", type: "string" },
    { name: "done", type: "boolean" },
    { name: "embedding", type: "float-list" },
    { name: "sparse", type: "json" },
    { name: "counts", type: "int64-list" },
  ];
  const rows = Array.from({ length: 10 }, (_, index) => ({
    id: index + 1,
    score: index / 4,
    title: `row ${index + 1}`,
    done: index % 3 === 0,
    embedding: [index, 0.5, -1],
    sparse: { indices: [index], values: [0.25] },
    counts: [index, 7],
  }));

  it("reads every row group in order", async () => {
    const path = join(folder, "rows.parquet");
    writeParquet(path, columns, rows, 4);
    expect(summary(await readAll(path, "parquet"))).toEqual(rows.map((row, index) => [index + 1, row]));
  });

  it("resumes after every checkpoint, inside a row group or at its edge", async () => {
    const path = join(folder, "resume.parquet");
    writeParquet(path, columns, rows, 3);
    await expectResumesEverywhere(path, "parquet");
  });

  it("previews the schema's columns with their types", async () => {
    const path = join(folder, "preview.parquet");
    writeParquet(path, columns, rows, 4);
    const preview = await previewFile(path, "parquet", { rows: 5 });
    expect(preview.rows).toHaveLength(5);
    expect(preview.columns.map(({ name, type }) => [name, type.kind, type.length])).toEqual([
      ["id", "integer", undefined],
      ["score", "float", undefined],
      ["title", "string", undefined],
      ["done", "boolean", undefined],
      ["embedding", "vector", 3],
      ["sparse", "sparse-vector", undefined],
      ["counts", "vector", 2],
    ]);
  });
});

describe("detectFormat", () => {
  const parquetPath = () => {
    const path = join(folder, "real.parquet");
    writeParquet(path, [{ name: "id", type: "int64" }], [{ id: 1 }], 1);
    return path;
  };

  it.each([
    ["a.csv", "a,b\n1,2\n", "csv"],
    ["a.tsv", "a\tb\n1\t2\n", "tsv"],
    ["a.csv", "a\tb\n1\t2\n", "tsv"],
    ["a.txt", "a;b,c\n", "csv"],
    ["a.jsonl", '{"a": 1}\n{"a": 2}\n', "jsonl"],
    ["a.json", '{"a": 1}\n{"a": 2}\n', "jsonl"],
    ["a.json", '\ufeff  [{"a": 1}]', "json"],
    ["a.json", "[]", "json"],
  ])("reads %s holding %j as %s", async (name, content, format) => {
    expect(await detectFormat(file(name, content), name)).toBe(format);
  });

  it("knows Parquet by its magic bytes", async () => {
    expect(await detectFormat(parquetPath(), "upload.bin")).toBe("parquet");
  });

  it.each([
    ["data.csv", "parquet", "The file is named data.csv but holds Parquet"],
    ["data.parquet", "a,b\n1,2\n", "The file is named data.parquet but holds CSV"],
    ["data.jsonl", "a\tb\n", "The file is named data.jsonl but holds TSV (tab-separated values)"],
    ["data.csv", '[{"a": 1}]', "The file is named data.csv but holds a JSON array"],
    ["data.csv", "", "The file is empty"],
    ["data.json", "\ufeff \n\t", "The file is empty"],
    ["data.json", "[1, 2, 3]", "The JSON array holds numbers, not objects: each element must be an object, one per row"],
    ["data.json", '[["a"]]', "The JSON array holds arrays, not objects: each element must be an object, one per row"],
    ["data.json", '{\n  "points": []\n}', "The file starts with { but its first line is not a JSON object"],
    ["data.csv", Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00]), "The file holds binary data"],
  ])("refuses %s holding %j", async (name, content, message) => {
    const path = content === "parquet" ? parquetPath() : file(`refused-${name}`, content);
    await expect(detectFormat(path, name)).rejects.toMatchObject({ name: "ReaderError", message: expect.stringContaining(message) });
  });
});

describe("previewFile", () => {
  it("infers each column's type from the cell texts of a CSV", async () => {
    const header = ["id", "uuid", "score", "flag", "when", "embedding", "sparse", "meta", "name", "mixed", "blank", "v0", "v1"];
    const lines = [
      ["1", "5c56c793-69f3-4fbf-87e6-c4bf54c28c26", "0.5", "true", "2024-01-02T03:04:05Z", '"[0.1, 0.2, 0.3]"', '"{""indices"": [1, 7], ""values"": [0.5, 0.25]}"', '"{""a"": 1}"', "Ada", "1", "", "0.1", "3"],
      ["2", "1b4e28ba-2fa1-11d2-883f-0016d3cca427", "2", "FALSE", "2024-02-03", '"[1, 2, 3]"', '"{""indices"": [], ""values"": []}"', '"{""b"": [1]}"', "Bob", "x", "", "0.2", "4.5"],
    ];
    const path = file("types.csv", [header.join(","), ...lines.map((line) => line.join(","))].join("\n"));
    const preview = await previewFile(path, "csv", { rows: 20 });
    expect(preview.rows.map((row) => row.values.embedding)).toEqual(["[0.1, 0.2, 0.3]", "[1, 2, 3]"]);
    expect(Object.fromEntries(preview.columns.map(({ name, type }) => [name, type]))).toEqual({
      id: { kind: "integer", hasEmpty: false },
      uuid: { kind: "uuid", hasEmpty: false },
      score: { kind: "float", hasEmpty: false },
      flag: { kind: "boolean", hasEmpty: false },
      when: { kind: "datetime", hasEmpty: false },
      embedding: { kind: "vector", length: 3, hasEmpty: false },
      sparse: { kind: "sparse-vector", hasEmpty: false },
      meta: { kind: "object", hasEmpty: false },
      name: { kind: "string", hasEmpty: false },
      mixed: { kind: "mixed", hasEmpty: false },
      blank: { kind: "empty", hasEmpty: true },
      v0: { kind: "float", hasEmpty: false },
      v1: { kind: "float", hasEmpty: false },
    });
  });

  it("stops after the rows asked for, and lists JSON columns as first seen", async () => {
    const rows = Array.from({ length: 50 }, (_, index) => JSON.stringify({ id: index, vector: [index, 1], ...(index === 1 ? { extra: "x" } : {}) }));
    const preview = await previewFile(file("many.jsonl", rows.join("\n")), "jsonl", { rows: 3 });
    expect(preview.rows.map((row) => row.rowNumber)).toEqual([1, 2, 3]);
    expect(preview.columns).toEqual([
      { name: "id", type: { kind: "integer", hasEmpty: false } },
      { name: "vector", type: { kind: "vector", length: 2, hasEmpty: false } },
      { name: "extra", type: { kind: "string", hasEmpty: true } },
    ]);
  });

  it("gives vectors of differing lengths as arrays, and a header-only CSV its columns", async () => {
    const jsonl = file("lengths.jsonl", '{"v": [1, 2]}\n{"v": [1, 2, 3]}\n');
    expect((await previewFile(jsonl, "jsonl")).columns).toEqual([{ name: "v", type: { kind: "array", hasEmpty: false } }]);
    const headerOnly = await previewFile(file("header-only.csv", "id,text\n"), "csv");
    expect(headerOnly.columns.map((column) => column.name)).toEqual(["id", "text"]);
    expect(headerOnly.rows).toEqual([]);
  });
});
