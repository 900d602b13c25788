// How filters reach LanceDB: conditions on indexed fields become SQL on their
// columns (served by scalar indexes) and touch no payload; only rows a column
// cannot hold exactly, and unindexed keys, are evaluated in memory, narrowed by
// the SQL around them, and come back as a set of row numbers.
import type { FilterNode } from "../../../server/engine/filter/filter-tree";
import { fieldColumn } from "../../../server/engine/lancedb/table/field-columns";
import { DEFAULT_TEXT_INDEX } from "../../../server/engine/text-index/text-index-settings";
import { planFilter } from "../../../server/engine/lancedb/filter/plan-filter";
import { resolveFilter, type FilterRows } from "../../../server/engine/lancedb/filter/resolve-filter";
import type { Payload } from "../../../server/engine/vector-engine";
import { keyPath } from "./conformance/random-data";

const FIELDS = [fieldColumn("city", "keyword", "f1"), fieldColumn("price", "float", "f2"), fieldColumn("active", "bool", "f3"), fieldColumn("desc", "text", "f4")];

/** Rows for the resolver: `inexact` says which `_ok` / `_n` checks find rows; `payloads` is what scans visit. */
function rowsWith(inexact: (where: string) => boolean, payloads: readonly Payload[] = []): FilterRows & { scans: string[] } {
  const scans: string[] = [];
  return {
    scans,
    hasRows: async (where) => inexact(where),
    scan: async (where, visit) => {
      scans.push(where);
      payloads.forEach((payload, index) => visit(index, `i${String(index).padStart(20, "0")}`, payload));
      return payloads.length;
    },
  };
}

describe("LanceDB filter planning", () => {
  it("puts conditions on indexed fields into SQL and scans nothing when their columns are exact", async () => {
    const filter: FilterNode = {
      kind: "and",
      children: [
        { kind: "match", key: keyPath("city"), value: "Berlin" },
        { kind: "not", child: { kind: "range", key: keyPath("price"), lt: 10, datetime: false } },
        { kind: "match", key: keyPath("active"), value: true },
        { kind: "text", key: keyPath("desc"), text: "Quick fox", mode: "all" },
      ],
    };
    const rows = rowsWith(() => false);
    const sql = await resolveFilter(planFilter(filter, FIELDS), rows);
    expect(rows.scans).toEqual([]);
    expect(sql).toContain("array_has(f1, 'Berlin')");
    expect(sql).toMatch(/NOT \(\(f2_ok IS TRUE\) AND \(f2 IS NOT NULL AND f2 < 10\)\)/);
    expect(sql).toContain("f3 = 1");
    expect(sql).toContain("array_has_all(f4, make_array('quick', 'fox'))");
  });

  it("evaluates in memory only the rows a column cannot hold, narrowed by the SQL siblings", async () => {
    const filter: FilterNode = {
      kind: "and",
      children: [
        { kind: "match", key: keyPath("active"), value: true },
        { kind: "match", key: keyPath("city"), value: "Berlin" },
      ],
    };
    const rows = rowsWith((where) => where.includes("f1_ok IS NOT TRUE"), [{ city: ["Berlin", 3] }, { city: 3 }]);
    const sql = await resolveFilter(planFilter(filter, FIELDS), rows);
    expect(rows.scans).toHaveLength(1);
    expect(rows.scans[0]).toContain("f1_ok IS NOT TRUE");
    expect(rows.scans[0]).toContain("f3 = 1");
    expect(sql).toContain("seq IN (0)");
  });

  it("answers unindexed keys and nested filters with the set of matching rows", async () => {
    const filter: FilterNode = { kind: "nested", key: keyPath("items"), filter: { kind: "match", key: keyPath("sku"), value: "a1" } };
    const rows = rowsWith(() => true, [{ items: [{ sku: "a1" }] }, { items: [{ sku: "b2" }] }, {}]);
    expect(await resolveFilter(planFilter(filter, FIELDS), rows)).toBe("seq IN (0)");
    expect(rows.scans).toEqual(["TRUE"]);
  });

  it("answers a radius on an indexed geo field in SQL, and tests in memory only rows near a polygon", async () => {
    const fields = [...FIELDS, fieldColumn("location", "geo", "f5")];
    const radius: FilterNode = { kind: "geoRadius", key: keyPath("location"), center: { lon: 13.4, lat: 52.5 }, radius: 300_000 };
    const exact = rowsWith(() => false);
    const sql = await resolveFilter(planFilter(radius, fields), exact);
    expect(exact.scans).toEqual([]);
    expect(sql).toContain("asin(sqrt(");
    expect(sql).toContain("f5_lat_max >= 49.8");

    const square: FilterNode = {
      kind: "geoPolygon",
      key: keyPath("location"),
      exterior: [
        { lon: 11, lat: 50 },
        { lon: 16, lat: 50 },
        { lon: 16, lat: 55 },
        { lon: 11, lat: 55 },
        { lon: 11, lat: 50 },
      ],
      interiors: [],
    };
    const near = rowsWith(() => true, [{ location: { lon: 12, lat: 51 } }, { location: { lon: 11, lat: 51 } }]);
    expect(await resolveFilter(planFilter(square, fields), near)).toBe("seq IN (0)");
    expect(near.scans).toHaveLength(1);
    expect(near.scans[0]).toContain("f5_ok IS NOT TRUE");
    expect(near.scans[0]).toContain("f5_lon_max >= 11 AND f5_lon_min <= 16");
  });

  it("answers text_any on a text field in SQL with the index's own tokens", async () => {
    const stemmed = fieldColumn("body", "text", "f6", { ...DEFAULT_TEXT_INDEX, stemmer: "english", stopwordLanguages: ["english"] });
    const filter: FilterNode = { kind: "text", key: keyPath("body"), text: "The Runners", mode: "any" };
    const rows = rowsWith(() => false);
    expect(await resolveFilter(planFilter(filter, [stemmed]), rows)).toBe("(f6_ok IS TRUE) AND (f6 IS NOT NULL AND array_has_any(f6, make_array('runner')))");
    expect(rows.scans).toEqual([]);
  });

  it("tests in memory only the rows holding every token of a phrase, and no row without phrase_matching", async () => {
    const phrases = fieldColumn("body", "text", "f6", { ...DEFAULT_TEXT_INDEX, phraseMatching: true });
    const filter: FilterNode = { kind: "text", key: keyPath("body"), text: "brown fox", mode: "phrase" };
    const rows = rowsWith(() => true, [{ body: "the brown fox" }, { body: "a fox, brown" }, { body: ["brown", "fox"] }]);
    expect(await resolveFilter(planFilter(filter, [phrases]), rows)).toBe("seq IN (0)");
    expect(rows.scans).toEqual(["(f6_ok IS NOT TRUE) OR (f6 IS NOT NULL AND array_has_all(f6, make_array('brown', 'fox')))"]);

    const positionless = rowsWith(() => false);
    expect(await resolveFilter(planFilter(filter, [fieldColumn("body", "text", "f6")]), positionless)).toBe("FALSE");
    expect(positionless.scans).toEqual([]);
  });
  it("answers a substring on a keyword field in SQL, and a prefix in memory only for rows holding a NUL", async () => {
    const substring: FilterNode = { kind: "matchSubstring", key: keyPath("city"), substring: "50%_o'f" };
    const exact = rowsWith(() => false);
    expect(await resolveFilter(planFilter(substring, FIELDS), exact)).toBe(
      "(f1_ok IS TRUE) AND (coalesce(array_length(f1), 0) > 0 AND strpos(array_to_string(f1, chr(0)), '50%_o''f') > 0)",
    );
    expect(exact.scans).toEqual([]);

    const prefix: FilterNode = { kind: "matchPrefix", key: keyPath("city"), prefix: "ab" };
    // A NUL inside a value looks like the separator in the joined values: such rows are tested on their payloads.
    const rows = rowsWith(() => true, [{ city: ["x\u0000ab"] }, { city: ["abc"] }]);
    expect(await resolveFilter(planFilter(prefix, FIELDS), rows)).toContain("seq IN (1)");
    expect(rows.scans).toHaveLength(1);
    expect(rows.scans[0]).toContain("strpos(array_to_string(f1, ''), chr(0)) > 0");

    const nulQuery = rowsWith(() => true, [{ city: "a\u0000b" }, { city: "a" }]);
    expect(await resolveFilter(planFilter({ kind: "matchSubstring", key: keyPath("city"), substring: "\u0000" }, FIELDS), nulQuery)).toBe("seq IN (0)");
    expect(nulQuery.scans).toEqual(["TRUE"]);
  });

  it("tests a slice on the rows' keys without reading their payloads, narrowed by its SQL siblings", async () => {
    const keyOnly: (boolean | undefined)[] = [];
    const rows: FilterRows = {
      hasRows: async () => false,
      // Id 0 is in slice 1 of 2 (its hash 0xe849e8bb6ffe2567 is odd), the UUID in slice 0 (0xf5d0ca21ba34d504 is even).
      scan: async (_where, visit, isKeyOnly) => {
        keyOnly.push(isKeyOnly);
        visit(0, `i${"0".repeat(20)}`, {});
        visit(1, "u550e8400-e29b-41d4-a716-446655440000", {});
        return 2;
      },
    };
    const sliced: FilterNode = { kind: "and", children: [{ kind: "match", key: keyPath("city"), value: "Berlin" }, { kind: "slice", total: 2, index: 1 }] };
    expect(await resolveFilter(planFilter(sliced, FIELDS), rows)).toBe("((f1_ok IS TRUE) AND (array_has(f1, 'Berlin'))) AND (seq IN (0))");
    // With an unindexed condition beside it, the one test needs the payloads.
    await resolveFilter(planFilter({ kind: "or", children: [{ kind: "slice", total: 2, index: 0 }, { kind: "match", key: keyPath("zone"), value: 1 }] }, FIELDS), rows);
    expect(keyOnly).toEqual([true, false]);
  });
});
