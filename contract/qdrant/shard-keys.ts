// Qdrant's custom sharding (a collection created with sharding_method
// "custom"): shard keys created and dropped by name (PUT
// /collections/{name}/shards, POST .../shards/delete, GET .../shards), and
// the shard_key selector that points operations carry: one key, a list of
// keys, or a target with a fallback. Shard counts, replication, placement and
// replica states describe a cluster's layout: they are accepted, and each key
// here is one part of the collection's table.
//
// Qdrant reads these with serde's untagged enums, trying each form in turn;
// a value that fits none is refused whole, in serde's words for the enum
// (ShardKeySelector's own `expecting`: "Expected a string or an integer").
import { z } from "zod";
import { unsignedInteger } from "./fields";
import { withOwnParse } from "./own-parse";
import { AT, describe, expecting, invalidType, isJsonObject, quote } from "./wording";

/** A shard key as Qdrant takes it: a string, or an unsigned integer (within 2^53 here, as point ids). */
function isShardKey(value: unknown): value is string | number {
  return typeof value === "string" || (typeof value === "number" && Number.isSafeInteger(value) && value >= 0);
}

// A missing value keeps serde's "missing field" wording (server/data/http/qdrant-issues.ts).
const shardKeyProblem: z.core.$ZodErrorMap = (issue) => (issue.input === undefined ? undefined : `data did not match any variant of untagged enum ShardKey${AT}`);

/** A shard key: a string or an unsigned integer. "1" and 1 are two keys. */
export const ShardKey = withOwnParse("QdrantShardKey", z.ZodUnion, z.union([z.string(), z.int().min(0)], { error: shardKeyProblem }), (payload, _context, inst) => {
  if (payload.value === undefined) payload.issues.push({ code: "invalid_type", expected: "string", input: undefined, inst });
  else if (!isShardKey(payload.value)) payload.issues.push({ code: "custom", input: payload.value, inst });
  return payload;
}).meta({ id: "ShardKey" });

export type ShardKey = z.output<typeof ShardKey>;

const ShardKeys = z.array(ShardKey);

const ShardKeyWithFallback = z.object({ target: ShardKey, fallback: ShardKey });

const selectorProblem: z.core.$ZodErrorMap = (issue) => (issue.input === undefined ? undefined : `Expected a string or an integer${AT}`);

/** Which shard keys an operation concerns: one, several, or a target with its fallback (Qdrant's ShardKeySelector). */
export const ShardKeySelector = withOwnParse(
  "QdrantShardKeySelector",
  z.ZodUnion,
  z.union([ShardKey, ShardKeys, ShardKeyWithFallback], { error: selectorProblem }),
  (payload, _context, inst) => {
    const { value } = payload;
    if (isShardKey(value) || (Array.isArray(value) && value.every(isShardKey))) return payload;
    // Other fields of the object are ignored, as serde ignores them.
    if (isJsonObject(value) && isShardKey(value.target) && isShardKey(value.fallback)) {
      payload.value = { target: value.target, fallback: value.fallback };
      return payload;
    }
    payload.issues.push({ code: "custom", input: value, inst });
    return payload;
  },
).meta({ id: "ShardKeySelector" });

export type ShardKeySelector = z.output<typeof ShardKeySelector>;

/** Qdrant's ReplicaState: of which only Active and Partial are accepted as a new key's initial_state. */
const ReplicaState = z.enum(["Active", "Dead", "Partial", "Initializing", "Listener", "PartialSnapshot", "Recovery", "Resharding", "ReshardingScaleDown", "ActiveRead", "ManualRecovery"]);

export type ReplicaState = z.output<typeof ReplicaState>;

const U32_MAX = 2 ** 32 - 1;

// serde's NonZeroU32: zero, negative and too large values are its "invalid value" (400), not the validator's 422.
const nonZeroProblem: z.core.$ZodErrorMap = (issue) => {
  const { input } = issue;
  if (input === undefined) return undefined;
  if (typeof input !== "number" || !Number.isInteger(input)) return invalidType(input, "a nonzero u32");
  return `invalid value: ${quote(describe(input))}, expected a nonzero u32${AT}`;
};

/** serde's NonZeroU32. */
const NonZeroU32 = z.number({ error: nonZeroProblem }).refine((value) => Number.isInteger(value) && value >= 1 && value <= U32_MAX, { error: nonZeroProblem, abort: true });

/** PUT /collections/{name}/shards */
export const CreateShardingKey = z.object(
  {
    shard_key: ShardKey,
    shards_number: NonZeroU32.nullish(),
    /** `shards_number`'s other name (a serde alias in Qdrant). */
    shard_number: NonZeroU32.nullish(),
    replication_factor: NonZeroU32.nullish(),
    placement: z.array(unsignedInteger(expecting("u64")), { error: expecting("a list of peer ids") }).nullish(),
    initial_state: ReplicaState.nullish(),
  },
  { error: expecting("an object") },
);

export type CreateShardingKey = z.output<typeof CreateShardingKey>;

/** POST /collections/{name}/shards/delete */
export const DropShardingKey = z.object({ shard_key: ShardKey }, { error: expecting("an object") });

export type DropShardingKey = z.output<typeof DropShardingKey>;

/** GET /collections/{name}/shards: the keys, for a collection with custom sharding (absent otherwise). */
export const ShardKeysResponse = z.object({ shard_keys: z.array(z.object({ key: ShardKey })).optional() });

export type ShardKeysResponse = z.output<typeof ShardKeysResponse>;
