// Fields that many of Qdrant's request bodies share: integers with their
// ranges, point ids, payloads, payload keys, and the ?wait flag of writes.
import { z } from "zod";
import { MAX_PATH_ITEMS } from "./json-path";
import { parseKeyPath, type KeyPath } from "./key-path";
import { withOwnParse } from "./own-parse";
import { AT, expecting, isJsonObject, PATH, quote, show } from "./wording";

/** A JSON integer (within 2^53), checked by `.min()` and `.max()` with Qdrant's 422 wording. */
export function integer() {
  return z.int({ error: expecting("an integer") });
}

/** Rust's unsigned integers (usize, u64): a negative or fractional number is the wrong type (400), not out of range. */
export function unsignedInteger(error: z.core.$ZodErrorMap = expecting("an unsigned integer")) {
  return z.number({ error }).refine((value) => Number.isSafeInteger(value) && value >= 0, { error, abort: true });
}

/** `limit` of searches and scrolls: at least 1. */
export const Limit = integer().min(1);

/** `offset` of searches: how many results to skip. */
export const Offset = integer().min(0);

const HYPHENATED_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SIMPLE_UUID = /^[0-9a-f]{32}$/i;

/** The id as Qdrant keeps it (UUIDs lower-case and hyphenated), or undefined when it is none. */
function toPointId(value: unknown): number | string | undefined {
  if (typeof value === "number") return Number.isSafeInteger(value) && value >= 0 ? value : undefined;
  if (typeof value !== "string") return undefined;
  if (HYPHENATED_UUID.test(value)) return value.toLowerCase();
  if (!SIMPLE_UUID.test(value)) return undefined;
  const hex = value.toLowerCase();
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const pointIdError: z.core.$ZodErrorMap = (issue) => {
  // Integers beyond 2^53 - 1 cannot be told apart once JSON.parse has read them: refused rather than silently changed.
  const isTooLarge = typeof issue.input === "number" && Number.isInteger(issue.input) && issue.input > Number.MAX_SAFE_INTEGER;
  const hint = isTooLarge ? " (integer ids above 2^53 - 1 are not supported)" : "";
  return `value ${quote(show(issue.input))} is not a valid point ID, valid values are either an unsigned integer or a UUID${hint}${AT}`;
};

/** Qdrant's ExtendedPointId: an unsigned integer or a UUID (hyphenated or 32 hex digits, any case), read in one step. */
export const ExtendedPointId = withOwnParse("QdrantPointId", z.ZodUnion, z.union([z.int().min(0), z.uuid()], { error: pointIdError }), (payload, _context, inst) => {
  const id = toPointId(payload.value);
  if (id === undefined) payload.issues.push({ code: "custom", input: payload.value, inst });
  else payload.value = id;
  return payload;
}).meta({ id: "ExtendedPointId", description: "An unsigned integer or a UUID" });

/** A point id in a reply. */
export const PointId = z.union([z.int().min(0), z.string()]);

/** Qdrant's Payload: any JSON object, kept as it is. */
export const Payload = withOwnParse("QdrantPayload", z.ZodRecord, z.record(z.string(), z.unknown(), { error: expecting("a payload object") }), (payload, _context, inst) => {
  if (!isJsonObject(payload.value)) payload.issues.push({ code: "invalid_type", expected: "record", input: payload.value, inst });
  return payload;
}).meta({ id: "Payload", description: "Any JSON object" });

export type Payload = z.output<typeof Payload>;

const KEY_PATH_EXAMPLES = '(such as "city", "address.city" or "items[].sku")';

function keyPathProblem(raw: string): string {
  if (parseKeyPath(raw, Infinity)) return `${PATH}: a payload key path may have at most ${MAX_PATH_ITEMS} parts`;
  return `${PATH}: \`${quote(raw)}\` is not a valid payload key path ${KEY_PATH_EXAMPLES}`;
}

/**
 * The longest payload key path a payload index may name. A field's name is
 * part of its index's key in the metadata store, whose btree entries hold at
 * most 2,704 bytes: 512 characters are at most 2,048 bytes of UTF-8.
 */
export const PAYLOAD_KEY_MAX_CHARS = 512;

/** A payload key path that names a field to index or order by: "city", "address.city", "items[].sku". */
export const PayloadKeyName = z
  .string()
  .max(PAYLOAD_KEY_MAX_CHARS, { error: `a payload key path must be at most ${PAYLOAD_KEY_MAX_CHARS} characters`, abort: true })
  .refine((raw) => parseKeyPath(raw) !== undefined, { error: (issue) => keyPathProblem(String(issue.input)) });

/** A filter's payload key, parsed into its segments; its problems are worded path first, like the rest of a filter. */
export const FilterKey = z.string({ error: `${PATH}: expected a payload key (a string)` }).transform((raw, context): KeyPath => {
  const parsed = parseKeyPath(raw);
  if (parsed) return parsed;
  context.issues.push({ code: "custom", message: keyPathProblem(raw), input: raw });
  return z.NEVER;
});

const WAIT_VALUES = ["true", "false", ""] as const;

const lastOf = (raw: unknown) => (Array.isArray(raw) ? raw[raw.length - 1] : raw);

/** ?timeout=: seconds, written in decimal; `isNonZero` for a read's (Qdrant's ReadParams reads a NonZeroU64, a write's UpdateParams any u64). */
function queryTimeout(isNonZero: boolean) {
  return z.preprocess(
    lastOf,
    z
      .string()
      .refine((text) => /^\d{1,15}$/.test(text), { error: (issue) => `${PATH}: invalid digit found in string ${quote(JSON.stringify(issue.input) ?? "")}`, abort: true })
      .refine((text) => !isNonZero || Number(text) > 0, { error: `${PATH}: invalid value: integer \`0\`, expected a nonzero u64` })
      .transform(Number)
      .optional(),
  );
}

/**
 * ?wait=true: answer once the write is applied and durable; otherwise (Qdrant's default) at once. ?timeout= is read
 * for strict mode's max_timeout (server/data/strict-mode/); writes here do not time out.
 */
export const WaitQuery = z.object({ wait: waitParam(false), timeout: queryTimeout(false) });

/** ?wait=: true or false (a bare `?wait` is true), `byDefault` when absent. */
export function waitParam(byDefault: boolean) {
  return z
    .preprocess(
      lastOf,
      z.enum(WAIT_VALUES, { error: (issue) => `${PATH}: invalid value ${quote(JSON.stringify(issue.input) ?? "")}, expected true or false` }).optional(),
    )
    .transform((value) => (value === undefined ? byDefault : value === "true" || value === ""));
}

/**
 * Qdrant's ReadParams of every read: ?timeout= (seconds, at least 1), read for strict mode's max_timeout; reads here
 * do not time out. ?consistency= names replicas, and one node holds every collection here: it is not read.
 */
export const ReadQuery = z.object({ timeout: queryTimeout(true) });

/** Qdrant's UpdateResult: the answer to every write. */
export const UpdateResult = z.object({
  operation_id: z.int().min(0).nullish(),
  status: z.enum(["acknowledged", "completed"]),
}).meta({ id: "UpdateResult" });

export type UpdateResult = z.output<typeof UpdateResult>;
