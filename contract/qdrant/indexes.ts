// Payload indexes: Qdrant's CreateFieldIndex, with field_schema a type name
// ("keyword") or the type with its parameters ({"type": "text", ...}).
import { z } from "zod";
import { ExistingName } from "./collections";
import { PayloadKeyName } from "./fields";
import { selectUnion } from "./select-union";
import { expecting, isJsonObject, unknownVariant } from "./wording";

/** The payload types this service indexes: all of Qdrant's. */
export const INDEXED_TYPES = ["keyword", "integer", "float", "geo", "bool", "datetime", "text", "uuid"] as const;

/** Qdrant's PayloadSchemaType. */
export const PayloadSchemaType = z.enum(INDEXED_TYPES, { error: (issue) => (issue.code === "invalid_value" ? unknownVariant(issue.input, INDEXED_TYPES) : undefined) });

export const PayloadSchemaParams = z.looseObject({ type: PayloadSchemaType }, { error: expecting("an object") });

/** Qdrant's PayloadFieldSchema. */
export const PayloadFieldSchema = selectUnion(
  [PayloadSchemaType, PayloadSchemaParams],
  (value) => (typeof value === "string" ? PayloadSchemaType : isJsonObject(value) ? PayloadSchemaParams : undefined),
  { error: expecting("a payload type or {\"type\": ..., ...}") },
);

export type PayloadFieldSchema = z.output<typeof PayloadFieldSchema>;

export const CreateFieldIndex = z.object({ field_name: PayloadKeyName, field_schema: PayloadFieldSchema.nullish() }, { error: expecting("an object") });

export type CreateFieldIndex = z.output<typeof CreateFieldIndex>;

/** DELETE /collections/{collection_name}/index/{field_name} */
export const FieldIndexPath = z.object({ collection_name: ExistingName, field_name: PayloadKeyName });
