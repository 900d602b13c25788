import { csvField, rowErrorsToCsv } from "../../../src/areas/data-import/run/row-errors-csv";

describe("csvField", () => {
  it("leaves plain text and numbers as they are", () => {
    expect(csvField("vector")).toBe("vector");
    expect(csvField(12)).toBe("12");
    expect(csvField(null)).toBe("");
  });

  it("quotes a field with a comma, a quote or a line break, doubling its quotes", () => {
    expect(csvField("a, b")).toBe('"a, b"');
    expect(csvField('"x5" is not a point id')).toBe('"""x5"" is not a point id"');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField("carriage\rreturn")).toBe('"carriage\rreturn"');
  });

  it("keeps a spreadsheet from running a cell as a formula", () => {
    expect(csvField("=HYPERLINK(\"http://x\")")).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField("+1")).toBe("'+1");
    expect(csvField("-2")).toBe("'-2");
    expect(csvField("@sum")).toBe("'@sum");
  });
});

it("writes a header and one CRLF-ended line per row error", () => {
  expect(
    rowErrorsToCsv([
      { row: 2, column: "vector", reason: "Vector dimension error: expected dim: 3, got 2" },
      { row: 5, column: "id", reason: '"x5" is not a point id: give an unsigned integer or a UUID' },
      { row: 7, column: null, reason: "Unterminated quote" },
    ]),
  ).toBe(
    [
      "row,column,reason",
      '2,vector,"Vector dimension error: expected dim: 3, got 2"',
      '5,id,"""x5"" is not a point id: give an unsigned integer or a UUID"',
      "7,,Unterminated quote",
      "",
    ].join("\r\n"),
  );
  expect(rowErrorsToCsv([])).toBe("row,column,reason\r\n");
});
