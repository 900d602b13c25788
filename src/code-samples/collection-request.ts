// What the create-collection dialog sends, as its code samples read it: the
// collection's body, then one payload index per field.
import type { Schemas } from "@qdrant/js-client-rest";

/** The one unnamed vector's settings, rather than named vectors by name. */
export function isVectorParams(vectors: unknown): vectors is Schemas["VectorParams"] {
  return typeof vectors === "object" && vectors !== null && "size" in vectors && typeof vectors.size === "number";
}

export interface CreateCollectionRequest {
  name: string;
  body: Schemas["CreateCollection"];
  indexes: Schemas["CreateFieldIndex"][];
}
