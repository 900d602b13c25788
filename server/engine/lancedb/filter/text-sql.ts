// SQL for a full-text condition on a text field's token column (field-columns.ts
// holds there the tokens of all the key's strings, by the index's settings).
// text and text_any are exact: every query token, or one, among the row's. A
// phrase needs positions the column does not hold: one of a single token is
// exact, a longer one selects the rows holding all its tokens, which the
// in-memory test then decides (text-index/text-match.ts). A condition that
// matches nothing there (no query tokens; a phrase without phrase_matching) is
// false here too.
import type { FilterNode } from "../../filter/filter-tree";
import { textAnalyzer } from "../../text-index/text-analyzer";
import { DEFAULT_TEXT_INDEX } from "../../text-index/text-index-settings";
import type { FieldColumn } from "../table/field-columns";
import { SQL_FALSE, sqlList, sqlString } from "./sql-literal";

export type TextNode = Extract<FilterNode, { kind: "text" }>;

export interface TextSql {
  /** Exact on the rows where `unsure` does not hold, and false where it does. */
  sql: string;
  /** Rows the column cannot answer, to be tested in memory. */
  unsure: string;
}

const NOTHING: TextSql = { sql: SQL_FALSE, unsure: SQL_FALSE };

/** null when the query has more than `maxTokens` different tokens, too many to list in SQL. */
export function renderTextSql(node: TextNode, field: FieldColumn, maxTokens = Infinity): TextSql | null {
  const settings = field.text ?? DEFAULT_TEXT_INDEX;
  const analyzer = textAnalyzer(settings);
  const column = field.column;
  if (node.mode === "phrase") {
    const phrase = analyzer.documentTokens(node.text);
    if (!settings.phraseMatching || phrase.length === 0) return NOTHING;
    const tokens = [...new Set(phrase)];
    if (tokens.length > maxTokens) return null;
    const holdsAll = hasTokens(column, "array_has_all", tokens);
    return phrase.length === 1 ? { sql: holdsAll, unsure: SQL_FALSE } : { sql: SQL_FALSE, unsure: holdsAll };
  }
  const wanted = [...new Set(analyzer.queryTokens(node.text))];
  if (wanted.length === 0) return NOTHING;
  if (wanted.length > maxTokens) return null;
  return { sql: hasTokens(column, node.mode === "any" ? "array_has_any" : "array_has_all", wanted), unsure: SQL_FALSE };
}

function hasTokens(column: string, test: "array_has_all" | "array_has_any", tokens: readonly string[]): string {
  return `${column} IS NOT NULL AND ${test}(${column}, make_array(${sqlList(tokens.map(sqlString))}))`;
}
