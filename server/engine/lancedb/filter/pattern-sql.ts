// SQL for match.prefix and match.substring on a keyword or uuid field's list of
// strings. The list is joined with NUL (chr(0)) between values and searched with
// strpos, which takes the string as it is: no LIKE pattern, so `%`, `_` and `\`
// in the query need no escaping. A substring without NUL cannot match across a
// separator, so its answer is exact. A prefix is searched as NUL + prefix, which
// a NUL inside a value could also match: rows holding one are `unsure` and
// tested in memory. A query holding NUL itself is answered in memory (null).
import type { FilterNode } from "../../filter/filter-tree";
import { SQL_FALSE, sqlString } from "./sql-literal";
import type { TextSql } from "./text-sql";

export type PatternNode = Extract<FilterNode, { kind: "matchPrefix" | "matchSubstring" }>;

const NUL = "\u0000";
const SEPARATOR = "chr(0)";

export function renderPatternSql(node: PatternNode, column: string): TextSql | null {
  const wanted = node.kind === "matchPrefix" ? node.prefix : node.substring;
  if (wanted.includes(NUL)) return null;
  // An empty list has no string to match, even the empty one.
  const nonEmpty = `coalesce(array_length(${column}), 0) > 0`;
  const joined = `array_to_string(${column}, ${SEPARATOR})`;
  if (node.kind === "matchSubstring") return { sql: `${nonEmpty} AND strpos(${joined}, ${sqlString(wanted)}) > 0`, unsure: SQL_FALSE };
  const holdsNul = `strpos(array_to_string(${column}, ''), ${SEPARATOR}) > 0`;
  const found = `strpos(concat(${SEPARATOR}, ${joined}), concat(${SEPARATOR}, ${sqlString(wanted)})) > 0`;
  return { sql: `${nonEmpty} AND NOT (${holdsNul}) AND ${found}`, unsure: `${nonEmpty} AND ${holdsNul}` };
}
