// How filters reach LanceDB: conditions on indexed fields become SQL on their
// columns (served by scalar indexes) and touch no payload; only rows a column
// cannot hold exactly, and unindexed keys, are evaluated in memory, narrowed by
// the SQL around them, and come back as a set of row numbers.
import type { FilterNode } from "../../../server/engine/filter-tree";
import { fieldColumn } from "../../../server/engine/lancedb/field-columns";
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
        { kind: "text", key: keyPath("desc"), text: "Quick fox" },
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
});
