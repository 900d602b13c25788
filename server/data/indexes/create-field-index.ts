// PUT /collections/{name}/index: a payload index, so that filters on the field
// stay fast. Indexing a field again with another type replaces its index.
import type { Collection } from "../../db/schema";
import type { DataPlane } from "../data-plane";
import { parseKeyPath } from "../filters/parse-key-path";
import { readObject, requireString } from "../parse/body-fields";
import { formatError } from "../qdrant-errors";
import { applyWrite, type UpdateResult } from "../writes/apply-write";
import { parseFieldSchema } from "./parse-field-schema";

export async function createFieldIndex(plane: DataPlane, collection: Collection, body: unknown, wait: boolean): Promise<UpdateResult> {
  const request = readObject(body);
  const fieldName = requireString(request, "field_name");
  if (!parseKeyPath(fieldName)) throw formatError(`field_name: \`${fieldName}\` is not a valid payload key path`);
  const { type, params } = parseFieldSchema(request.field_schema);
  return applyWrite(plane, collection, wait, { kind: "create_index", fieldName, type, params });
}
