// A payload index's type, from field_schema: a type name ("keyword") or the
// type with its parameters ({"type": "text", "tokenizer": "word"}), which are
// kept and shown back in payload_schema.
import type { PayloadFieldSchema } from "../../../contract/qdrant/indexes";
import { PAYLOAD_FIELD_TYPES } from "../../db/schema";
import type { PayloadFieldType } from "../../engine/vector-engine";
import { wrongInput } from "../qdrant-errors";

export interface FieldIndexType {
  type: PayloadFieldType;
  params: Record<string, unknown> | null;
}

export function toFieldIndexType(schema: PayloadFieldSchema | null | undefined): FieldIndexType {
  if (schema === undefined || schema === null) throw wrongInput(`field_schema is required: one of ${PAYLOAD_FIELD_TYPES.join(", ")}`);
  const type = typeof schema === "string" ? schema : schema.type;
  return { type, params: typeof schema === "string" ? null : schema };
}
