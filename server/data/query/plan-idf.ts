// A stage's `params.idf` (Qdrant 1.19): over which points the IDF of a sparse
// vector with the idf modifier is counted. Qdrant refuses the parameter on any
// other vector rather than ignore a request to change the scores
// (lib/shard/src/query/query_context.rs, init_query_context), as a
// validation error (OperationError::ValidationError, "Validation failed: ...")
// that reaches the client as its 400 "Wrong input: ...".
import type { IdfParams } from "../../../contract/qdrant/idf-params";
import type { Collection } from "../../db/schema";
import { isSparseName } from "../collections/collection-vectors";
import { toFilterTree } from "../filters/parse-filter";
import { wrongInput } from "../qdrant-errors";
import type { Stage } from "./stage";

/**
 * The idf of a stage that compares vectors on `using` (undefined when the request sets none); `path` is where the
 * params sit in the body. A stage that compares no vectors (fusion, order_by, a formula, a sample) has no search for
 * the parameter to change, and Qdrant lets it be.
 */
export function planIdf(collection: Collection, idf: IdfParams | null | undefined, using: string, comparesVectors: boolean, path: string): Stage["idf"] {
  if (idf === null || idf === undefined || !comparesVectors) return undefined;
  if (!hasIdfModifier(collection, using)) {
    // The name as Rust's Debug prints a str: quoted, "" for the unnamed vector.
    throw wrongInput(`Validation failed: search param \`idf\` requires a sparse vector with the \`idf\` modifier, which vector ${JSON.stringify(using)} is not`);
  }
  // "global", and a corpus every point matches ({}), count over the whole collection.
  return idf === "global" ? {} : { corpus: toFilterTree(idf.corpus, `${path}.corpus`) };
}

function hasIdfModifier(collection: Collection, name: string): boolean {
  return isSparseName(collection, name) && collection.settings.sparseVectors?.[name]?.modifier === "idf";
}
