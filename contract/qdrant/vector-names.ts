// Named vectors added to an existing collection and removed from it
// (PUT and DELETE /collections/{collection_name}/vectors/{vector_name}):
// the vector's name in the path, and Qdrant's VectorNameConfig, the
// properties that define the new vector's space, dense or sparse. Its storage,
// index and quantization are not given here (Qdrant infers them; PATCH
// /collections/{name} tunes them later): fields other than these are ignored,
// as Qdrant ignores them.
import { z } from "zod";
import { Datatype, Distance, ExistingName, Modifier, MultiVectorConfig, VectorSize } from "./collections";
import { selectUnion } from "./select-union";
import { expecting, isJsonObject, quote, VALIDATION } from "./wording";

/** Qdrant's longest vector name, in UTF-8 bytes. */
const MAX_VECTOR_NAME_BYTES = 200;
// Qdrant's: vector names become folder names on its disks.
const FORBIDDEN_VECTOR_NAME_CHARACTERS = ["<", ">", ":", '"', "/", "\\", "|", "?", "*", "\u0000", "\u001f"];

const validation = { [VALIDATION]: true };

/** Qdrant's rule for a vector name given in a path: at most 200 bytes, none of < > : " / \ | ? * and no NUL or U+001F. */
export const VectorName = z
  .string()
  .refine((name) => new TextEncoder().encode(name).length <= MAX_VECTOR_NAME_BYTES, { error: `vector name must be at most ${MAX_VECTOR_NAME_BYTES} bytes long`, params: validation, abort: true })
  .refine((name) => !FORBIDDEN_VECTOR_NAME_CHARACTERS.some((character) => name.includes(character)), {
    error: (issue) => `vector name cannot contain "${quote(FORBIDDEN_VECTOR_NAME_CHARACTERS.find((character) => String(issue.input).includes(character)) ?? "")}" char`,
    params: validation,
  });

/** PUT and DELETE /collections/{collection_name}/vectors/{vector_name} */
export const VectorNamePath = z.object({ collection_name: ExistingName, vector_name: VectorName });

/** Qdrant's DenseVectorConfig: a dense vector's size and distance, and whether points hold several (multivector_config). */
export const DenseVectorConfig = z.object(
  { size: VectorSize, distance: Distance, multivector_config: MultiVectorConfig.nullish(), datatype: Datatype.nullish() },
  { error: expecting("dense vector params {size, distance}") },
);

/** Qdrant's SparseVectorConfig: the query-time modifier and the datatype of the index's weights. */
export const SparseVectorConfig = z.object({ modifier: Modifier.nullish(), datatype: Datatype.nullish() }, { error: expecting("sparse vector params {modifier, datatype}") });

const DenseVectorNameConfig = z.object({ dense: DenseVectorConfig });
const SparseVectorNameConfig = z.object({ sparse: SparseVectorConfig });

/** Qdrant's VectorNameConfig: {"dense": {...}} or {"sparse": {...}} (dense first, as Qdrant's untagged enum tries it). */
export const VectorNameConfig = selectUnion(
  [DenseVectorNameConfig, SparseVectorNameConfig],
  (value) => (isJsonObject(value) ? ("dense" in value ? DenseVectorNameConfig : "sparse" in value ? SparseVectorNameConfig : undefined) : undefined),
  { error: () => 'data did not match any variant of untagged enum VectorNameConfig: give {"dense": {"size": ..., "distance": ...}} or {"sparse": {}}' },
);

export type VectorNameConfig = z.output<typeof VectorNameConfig>;
