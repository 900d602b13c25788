// What the create-collection dialog sends, as its code samples read it: the
// collection's body, then one payload index per field.
import type { Schemas } from "@qdrant/js-client-rest";

export interface CreateCollectionRequest {
  name: string;
  body: Schemas["CreateCollection"];
  indexes: Schemas["CreateFieldIndex"][];
}
