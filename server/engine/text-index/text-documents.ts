// What BM25 scores in a point's payload (bm25-index.ts): the tokens of every
// string at the indexed key, as one document, as the full-text index holds
// them; or, for an index that is `nested` under an array of objects (Qdrant
// 1.20: `nested: "offers"` on "offers[].description"), one document per object,
// so that each object is scored on its own text and against the lengths of the
// other objects'. A key that does not lie under the nested array is read whole.
import type { Payload } from "../vector-engine";
import type { PathItem } from "../payload/json-path";
import { isObject, leavesOf, valuesAt } from "../payload/payload-values";
import type { TextAnalyzer } from "./text-analyzer";

/** The documents' tokens, in order; strings and objects without tokens make none. */
export function textDocuments(payload: Payload, path: readonly PathItem[], nested: readonly PathItem[] | null, analyzer: TextAnalyzer): string[][] {
  const array = nested === null ? null : eachOf(nested);
  const rest = array !== null && startsWith(path, array) ? path.slice(array.length) : null;
  const tokensOf = (values: readonly unknown[]) => leavesOf(values).flatMap((leaf) => (typeof leaf === "string" ? analyzer.documentTokens(leaf) : []));
  const documents = array === null || rest === null ? [tokensOf(valuesAt(payload, path))] : valuesAt(payload, array).filter(isObject).map((item) => tokensOf(valuesAt(item, rest)));
  return documents.filter((tokens) => tokens.length > 0);
}

/** The path of each element of the array at `path` ("offers" and "offers[]" alike). */
function eachOf(path: readonly PathItem[]): PathItem[] {
  return path.at(-1)?.kind === "each" ? [...path] : [...path, { kind: "each" }];
}

function startsWith(path: readonly PathItem[], prefix: readonly PathItem[]): boolean {
  return prefix.length < path.length && prefix.every((item, index) => JSON.stringify(item) === JSON.stringify(path[index]));
}
