// Qdrant 1.20's text query planned: `{"text": "..."}` (or `{"text": {"query",
// "scoring": {"bm25": {k, b}}}}`) ranks by BM25 over the full-text index of the
// payload field that `using` names, which must have been created with
// `scoring` (the clients' documentation: "its text index must have scoring
// enabled"). k and b come from the query, else from the index's scoring, else
// Qdrant's defaults (1.2 and 0.75). The refusals have no wording in the
// clients; they follow Qdrant's for a missing order_by index.
import type { TextQuery } from "../../../contract/qdrant/query";
import { TextIndexParams, type Bm25Params } from "../../../contract/qdrant/text-index";
import { DEFAULT_BM25 } from "../../engine/text-index/bm25-index";
import { findFieldIndex } from "../indexes/find-field-index";
import { badRequest } from "../qdrant-errors";
import type { QueryScope } from "./query-scope";
import type { StageQuery } from "./stage";

const INDEXING_DOCS = "https://qdrant.tech/documentation/concepts/indexing/#full-text-index";

export async function planTextQuery(scope: QueryScope, { text }: TextQuery, using: string): Promise<StageQuery> {
  if (using === "") throw badRequest("A text query needs `using` to name the payload field with a full-text index to rank by");
  const index = await findFieldIndex(scope.plane, scope.collection, using);
  if (index?.dataType !== "text") {
    throw badRequest(`No full-text index for text query key: \`${using}\`. Please create one with \`scoring\` to use a text query. Check ${INDEXING_DOCS} to see how`);
  }
  const params = TextIndexParams.safeParse(index.params ?? { type: "text" });
  const scoring = params.success ? params.data.scoring : undefined;
  if (scoring === undefined || scoring === null || scoring === false) {
    throw badRequest(`Full-text index on \`${using}\` has no scoring. Please create it again with \`"scoring": true\` to use a text query`);
  }
  const ofIndex: Bm25Params = scoring === true ? {} : (scoring.bm25 ?? {});
  const ofQuery: Bm25Params = typeof text === "string" ? {} : (text.scoring?.bm25 ?? {});
  const nested = params.success ? (params.data.nested ?? undefined) : undefined;
  return {
    kind: "text",
    key: index.fieldName,
    ...(nested === undefined ? {} : { nested }),
    text: typeof text === "string" ? text : text.query,
    bm25: { k: ofQuery.k ?? ofIndex.k ?? DEFAULT_BM25.k, b: ofQuery.b ?? ofIndex.b ?? DEFAULT_BM25.b },
  };
}
