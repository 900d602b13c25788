// The CSV reader on generated files: whatever the cells hold (delimiters, quotes, line
// breaks of either kind, characters of one to four UTF-8 bytes), written as CSV by
// papaparse's writer with either line break, it reads back the same rows, and every
// checkpoint it hands out resumes to exactly the rows after it. A cell of about a megabyte
// at a generated place makes records straddle the reader's chunks.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import Papa from "papaparse";
import { readRows } from "../../../server/imports/readers/read-rows";
import type { ReadItem, ReaderCheckpoint } from "../../../server/imports/readers/reader-types";

jest.setTimeout(120_000);

const COLUMNS = ["id", "text", "more"];

let folder: string;
beforeAll(() => (folder = mkdtempSync(join(tmpdir(), "read-csv-generated-"))));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function readAll(path: string, after?: ReaderCheckpoint): Promise<ReadItem[]> {
  const items: ReadItem[] = [];
  for await (const item of readRows(path, "csv", { after })) items.push(item);
  return items;
}

const cell = fc.string({ unit: fc.constantFrom("a", "z", " ", ",", '"', "\n", "\r\n", "é", "€", "🙂", "\t", "0", "["), maxLength: 12 });
const row = fc.tuple(cell, cell);

it("reads back every generated file's rows, and resumes from any of its checkpoints", async () => {
  let run = 0;
  await fc.assert(
    fc.asyncProperty(
      fc.array(row, { minLength: 1, maxLength: 30 }),
      fc.constantFrom("\n", "\r\n"),
      fc.nat(),
      fc.integer({ min: 1_000_000, max: 1_100_000 }),
      fc.nat(),
      async (rows, newline, bigAt, bigLength, resumeAt) => {
        const cells = rows.map(([text, more], index) => [String(index + 1), text, more]);
        // One cell of about a megabyte, ending in a character of several bytes, so that a chunk ends inside a record.
        const big = cells[bigAt % cells.length]!;
        big[1] = `${"x".repeat(bigLength)}€${big[1]}`;
        const path = join(folder, `generated-${run++}.csv`);
        writeFileSync(path, Papa.unparse({ fields: COLUMNS, data: cells }, { newline }) + newline);

        const items = await readAll(path);
        expect(items.map((item) => (item.kind === "row" ? Object.values(item.values) : item.reason))).toEqual(cells);
        expect(items.map((item) => item.rowNumber)).toEqual(cells.map((_, index) => index + 1));

        const from = resumeAt % items.length;
        const resumed = await readAll(path, items[from]!.checkpoint);
        expect(resumed.map((item) => item.rowNumber)).toEqual(items.slice(from + 1).map((item) => item.rowNumber));
        expect(resumed.map((item) => (item.kind === "row" ? item.values : null))).toEqual(items.slice(from + 1).map((item) => (item.kind === "row" ? item.values : null)));
      },
    ),
    { numRuns: 40 },
  );
});
