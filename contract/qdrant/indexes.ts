// Payload indexes: Qdrant's CreateFieldIndex, with field_schema a type name
// ("keyword") or the type with its parameters ({"type": "text", ...}; a text
// index's are checked, text-index.ts). Every type takes 1.20's `nested`, the
// array whose objects it indexes one by one.
import { z } from "zod";
import { ExistingName } from "./collections";
import { PayloadKeyName } from "./fields";
import { selectUnion } from "./select-union";
import { NestedIndexPath, TextIndexParams } from "./text-index";
import { unitVariants } from "./unit-variants";
import { expecting, isJsonObject, unknownVariant } from "./wording";

/** The payload types this service indexes: all of Qdrant's. */
export const INDEXED_TYPES = ["keyword", "integer", "float", "geo", "bool", "datetime", "text", "uuid"] as const;

/** Qdrant's PayloadSchemaType. */
export const PayloadSchemaType = z.enum(INDEXED_TYPES, { error: (issue) => (issue.code === "invalid_value" ? unknownVariant(issue.input, INDEXED_TYPES) : undefined) });

const OTHER_TYPES = ["keyword", "integer", "float", "geo", "bool", "datetime", "uuid"] as const satisfies readonly (typeof INDEXED_TYPES)[number][];

/** The other types' parameters (is_tenant, on_disk, lookup, ...), kept as given and shown back. */
const OtherIndexParams = z.looseObject({ type: unitVariants(OTHER_TYPES, INDEXED_TYPES), nested: NestedIndexPath }, { error: expecting("an object") });

/** Qdrant's PayloadSchemaParams, told apart by `type`. */
export const PayloadSchemaParams = selectUnion([TextIndexParams, OtherIndexParams], (value) =>
  isJsonObject(value) && value.type === "text" ? TextIndexParams : OtherIndexParams,
);

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
