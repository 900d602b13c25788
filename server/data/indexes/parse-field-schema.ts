// A payload index's field_schema: a type name ("keyword") or an object with
// the type and its parameters ({"type": "text", "tokenizer": "word"}).
import type { PayloadFieldType } from "../../engine/vector-engine";
import { PAYLOAD_FIELD_TYPES } from "../../db/schema";
import { isJsonObject } from "../parse/body-fields";
import { formatError, wrongInput } from "../qdrant-errors";

export interface FieldSchema {
  type: PayloadFieldType;
  params: Record<string, unknown> | null;
}

export function parseFieldSchema(value: unknown): FieldSchema {
  if (value === undefined || value === null) {
    throw wrongInput(`field_schema is required: one of ${PAYLOAD_FIELD_TYPES.join(", ")}`);
  }
  if (isJsonObject(value)) return { type: parseType(value.type, "field_schema.type"), params: value };
  return { type: parseType(value, "field_schema"), params: null };
}

function parseType(value: unknown, path: string): PayloadFieldType {
  if (value === "geo") throw wrongInput("geo payload indexes are not supported by this service");
  const type = PAYLOAD_FIELD_TYPES.find((known) => known === value);
  if (!type) throw formatError(`unknown variant ${JSON.stringify(value)}, expected one of ${PAYLOAD_FIELD_TYPES.map((name) => `\`${name}\``).join(", ")} at ${path}`);
  return type;
}
