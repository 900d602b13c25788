// The cut a file's JSON text goes through before it is parsed (issue 23, D5
// and D6): text of any depth parses to values at most one level deeper than
// kept, the same whether the text comes whole or in chunks split anywhere
// (inside strings and escapes too), and text within the depth is unchanged.
import fc from "fast-check";
import { MAX_NESTING, nestsDeeperThan } from "../../../server/imports/readers/nesting-depth";
import { DepthCut, parseShallowJson } from "../../../server/imports/readers/shallow-json";

const cutInChunks = (text: string, maxDepth: number, sizes: number[]) => {
  const cut = new DepthCut(maxDepth);
  let out = "";
  let at = 0;
  for (const size of sizes) {
    out += cut.cut(text.slice(at, at + size));
    at += size;
  }
  return out + cut.cut(text.slice(at));
};

const jsonText = fc.jsonValue({ maxDepth: 8 }).map((value) => JSON.stringify(value));
const chunkSizes = fc.array(fc.integer({ min: 1, max: 7 }), { maxLength: 200 });

it("leaves text within the depth as it is, whole or in chunks", () => {
  fc.assert(fc.property(jsonText, chunkSizes, (text, sizes) => cutInChunks(text, 20, sizes) === text && new DepthCut(20).cut(text) === text));
});

it("cuts deeper text to valid JSON at most one level deeper than kept, the same in chunks", () => {
  fc.assert(
    fc.property(jsonText, fc.integer({ min: 1, max: 4 }), chunkSizes, (text, maxDepth, sizes) => {
      const whole = new DepthCut(maxDepth).cut(text);
      expect(cutInChunks(text, maxDepth, sizes)).toBe(whole);
      expect(nestsDeeperThan(JSON.parse(whole), maxDepth)).toBe(false);
    }),
  );
});

it("parses 16 million levels of brackets to a value one level past MAX_NESTING", () => {
  const depth = 16_000_000;
  const value = parseShallowJson(`{"id": 1, "x": ${"[".repeat(depth)}"]["${"]".repeat(depth)}}`, 1) as { x: unknown };
  expect(nestsDeeperThan(value.x)).toBe(true);
  expect(nestsDeeperThan(value.x, MAX_NESTING + 1)).toBe(false);
});

it("keeps strings that hold brackets, quotes and escapes", () => {
  const text = JSON.stringify({ a: 'x[[{"\\', b: [["]]"]], c: "\\u0000" });
  expect(new DepthCut(2).cut(text)).toBe(JSON.stringify({ a: 'x[[{"\\', b: [0], c: "\\u0000" }));
});
