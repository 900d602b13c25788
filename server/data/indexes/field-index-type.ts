// A payload index's type, from field_schema: a type name ("keyword") or the
// type with its parameters ({"type": "text", "tokenizer": "word"}), which are
// kept and shown back in payload_schema (a text index's as Qdrant shows them,
// text-index-params.ts).
import type { PayloadFieldSchema } from "../../../contract/qdrant/indexes";
import { PAYLOAD_FIELD_TYPES } from "../../db/schema";
import type { FieldIndexParams } from "../../engine/field-index-params";
import type { PayloadFieldType } from "../../engine/vector-engine";
import { wrongInput } from "../qdrant-errors";
import { showTextIndexParams, toTextIndexSettings } from "./text-index-params";

export interface FieldIndexType {
  type: PayloadFieldType;
  params: Record<string, unknown> | null;
}

export function toFieldIndexType(schema: PayloadFieldSchema | null | undefined): FieldIndexType {
  if (schema === undefined || schema === null) throw wrongInput(`field_schema is required: one of ${PAYLOAD_FIELD_TYPES.join(", ")}`);
  if (typeof schema === "string") return { type: schema, params: null };
  return { type: schema.type, params: schema.type === "text" ? showTextIndexParams(schema) : schema };
}

/** What the engine builds the index with, from the kept parameters (a text index without any takes Qdrant's defaults). */
export function toFieldIndexParams(type: PayloadFieldType, params: Record<string, unknown> | null): FieldIndexParams {
  return type === "text" ? { text: toTextIndexSettings(params) } : {};
}
