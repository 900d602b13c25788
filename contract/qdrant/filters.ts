// Qdrant's Filter: must, should, must_not and min_should over conditions, a
// condition being a field condition (match, range, values_count, is_empty,
// is_null, geo), is_empty, is_null, has_id, has_vector, slice, nested, or a filter.
// Every problem names its place first ("filter.must[0].match.value: expected
// ..."), as this service has always worded them. How deep filters nest is
// measured before the schema's recursion reads them, and so is how many
// conditions they hold (filter-bounds.ts).
import { z } from "zod";
import { ExtendedPointId, FilterKey, unsignedInteger } from "./fields";
import { filterBoundsProblem, MAX_FILTER_CONDITIONS, MAX_FILTER_DEPTH } from "./filter-bounds";
import { GeoBoundingBox, GeoPolygon, GeoRadius } from "./geo";
import type { KeyPath } from "./key-path";
import { withOwnParse } from "./own-parse";
import { selectUnion } from "./select-union";
import { KEY, PARENT, PATH, VALIDATION, isJsonObject, oneOf, pathFirst, quote } from "./wording";

export { MAX_FILTER_CONDITIONS, MAX_FILTER_DEPTH };

export const FILTER_FIELDS = ["should", "min_should", "must", "must_not"] as const;

export const CONDITION_EXPECTED =
  'Expected some form of condition, which can be a field condition (like {"key": ..., "match": ... }), or some other mentioned in the documentation: https://qdrant.tech/documentation/concepts/filtering/#filtering-conditions';

export type ValueVariants = string | number | boolean;
export type AnyVariants = string[] | number[];
export type Match =
  | { value: ValueVariants }
  | { any: AnyVariants }
  | { except: AnyVariants }
  | { text: string }
  | { text_any: string }
  | { phrase: string }
  | { prefix: string }
  | { substring: string };

/** Numbers make a numeric range, strings a datetime range (Qdrant's Range and DatetimeRange). */
export interface RangeInterface {
  gt?: number | string | null;
  gte?: number | string | null;
  lt?: number | string | null;
  lte?: number | string | null;
}

export interface ValuesCount {
  gt?: number | null;
  gte?: number | null;
  lt?: number | null;
  lte?: number | null;
}

export interface FieldCondition {
  key: KeyPath;
  match?: Match | null;
  range?: RangeInterface | null;
  values_count?: ValuesCount | null;
  is_empty?: boolean | null;
  is_null?: boolean | null;
  geo_bounding_box?: GeoBoundingBox | null;
  geo_radius?: GeoRadius | null;
  geo_polygon?: GeoPolygon | null;
}

export type Condition =
  | FieldCondition
  | { is_empty: { key: KeyPath } }
  | { is_null: { key: KeyPath } }
  | { has_id: (number | string)[] }
  | { has_vector: string }
  | { slice: { total: number; index: number } }
  | { nested: { key: KeyPath; filter: Filter } }
  | Filter;

export interface MinShould {
  conditions: Condition[];
  min_count: number;
}

export interface Filter {
  should?: Condition | Condition[] | null;
  min_should?: MinShould | null;
  must?: Condition | Condition[] | null;
  must_not?: Condition | Condition[] | null;
}

const VALUE_EXPECTED = pathFirst("expected a string, an integer or a boolean");

/** Qdrant's ValueVariants: a keyword, an integer or a boolean. */
const ValueVariants = z
  .union([z.string(), z.number(), z.boolean()], { error: VALUE_EXPECTED })
  .refine((value) => typeof value !== "number" || Number.isSafeInteger(value), { error: VALUE_EXPECTED });

const ANY_VARIANTS_EXPECTED = pathFirst("expected a list of strings or a list of integers");

/** Qdrant's AnyVariants: a list of strings, or a list of integers. */
const AnyVariants = z
  .union([z.array(z.string()), z.array(z.number())], { error: ANY_VARIANTS_EXPECTED })
  .refine((values) => values.every((value) => typeof value === "string" || Number.isSafeInteger(value)), { error: ANY_VARIANTS_EXPECTED });

const MatchValue = z.object({ value: ValueVariants });
const MatchAny = z.object({ any: AnyVariants });
const MatchExcept = z.object({ except: AnyVariants });
const MatchText = z.object({ text: z.string({ error: pathFirst("expected a string") }) });
const MatchTextAny = z.object({ text_any: z.string({ error: pathFirst("expected a string") }) });
const MatchPhrase = z.object({ phrase: z.string({ error: pathFirst("expected a string") }) });
/** Qdrant 1.19's MatchPrefix: keyword values that start with the string (case-sensitive). */
const MatchPrefix = z.object({ prefix: z.string({ error: pathFirst("expected a string") }) });
/** Qdrant 1.20's substring match (qdrant/qdrant#10711): keyword values that contain the string (case-sensitive). */
const MatchSubstring = z.object({ substring: z.string({ error: pathFirst("expected a string") }) });

const MATCH_MEMBERS = {
  value: MatchValue,
  any: MatchAny,
  except: MatchExcept,
  text: MatchText,
  text_any: MatchTextAny,
  phrase: MatchPhrase,
  prefix: MatchPrefix,
  substring: MatchSubstring,
} as const;

/** Qdrant's Match, told apart by its key. */
export const Match = selectUnion(
  [MatchValue, MatchAny, MatchExcept, MatchText, MatchTextAny, MatchPhrase, MatchPrefix, MatchSubstring],
  (value) => (isJsonObject(value) ? Object.entries(MATCH_MEMBERS).find(([key]) => key in value)?.[1] : undefined),
  {
    error: pathFirst((issue) =>
      isJsonObject(issue.input) ? "expected one of value, any, except, text, text_any, phrase, prefix or substring" : "expected a match object",
    ),
  },
).meta({ id: "Match" });

const RangeBound = z.union([z.number(), z.string()], { error: pathFirst("expected a number") });

export const Range = z.object(
  { gt: RangeBound.nullish(), gte: RangeBound.nullish(), lt: RangeBound.nullish(), lte: RangeBound.nullish() },
  { error: pathFirst("expected a range object") },
).meta({ id: "Range", description: "Numbers make a numeric range, RFC 3339 strings a datetime range" });

const CountBound = unsignedInteger(pathFirst("expected a non-negative integer"));

export const ValuesCount = z.object(
  { gt: CountBound.nullish(), gte: CountBound.nullish(), lt: CountBound.nullish(), lte: CountBound.nullish() },
  { error: pathFirst("expected an object with gt, gte, lt or lte") },
).meta({ id: "ValuesCount" });

const Flag = z.boolean({ error: pathFirst("expected true or false") });
const FIELD_CONDITIONS = ["match", "range", "values_count", "is_empty", "is_null", "geo_bounding_box", "geo_radius", "geo_polygon"] as const;

export const FieldCondition = z
  .object({
    key: FilterKey,
    match: Match.nullish(),
    range: Range.nullish(),
    values_count: ValuesCount.nullish(),
    is_empty: Flag.nullish(),
    is_null: Flag.nullish(),
    geo_bounding_box: GeoBoundingBox.nullish(),
    geo_radius: GeoRadius.nullish(),
    geo_polygon: GeoPolygon.nullish(),
  })
  .refine((condition) => FIELD_CONDITIONS.some((field) => condition[field] !== undefined && condition[field] !== null), {
    error: (issue) => {
      const key = isJsonObject(issue.input) && isJsonObject(issue.input.key) ? String(issue.input.key.raw) : "";
      return `${PATH}: a field condition needs one of match, range, geo_bounding_box, geo_radius, geo_polygon, values_count, is_empty or is_null for key \`${quote(key)}\``;
    },
  })
  .meta({ id: "FieldCondition", description: "A condition on a payload key: one of match, range, values_count, is_empty, is_null or a geo shape" });

const PayloadField = z.object({ key: FilterKey }, { error: pathFirst("expected an object with a key") });

const IsEmptyCondition = z.object({ is_empty: PayloadField });
const IsNullCondition = z.object({ is_null: PayloadField });
const HasIdCondition = z.object({ has_id: z.array(ExtendedPointId, { error: pathFirst("expected an array of point ids") }) });
const HasVectorCondition = z.object({ has_vector: z.string() });

// Qdrant 1.19's SliceCondition (lib/segment/src/types.rs). A slice serde cannot read (total 0 is not a NonZeroU32,
// a missing or negative index) fails every member of Qdrant's untagged Condition: its one "Expected some form of
// condition" (400). An index past the slices is its validator's (422), reported under `__all__` without a message of
// its own, hence the "Validation error: ... [{}]" of validator's Display.
const NOT_A_CONDITION = () => `${CONDITION_EXPECTED} (at ${PATH})`;
const U32_MAX = 0xffff_ffff;
/** A u32 of at least `min`, refined rather than bounded so that a value out of range is serde's 400, not the validator's 422; shown to OpenAPI as Qdrant's. */
const sliceNumber = (min: number, description: string) =>
  z
    .number({ error: NOT_A_CONDITION })
    .refine((value) => Number.isInteger(value) && value >= min && value <= U32_MAX, { error: NOT_A_CONDITION, abort: true })
    .meta({ type: "integer", format: "uint32", minimum: min, description });

const Slice = z
  .object({ total: sliceNumber(1, "How many disjoint slices the id space is split into"), index: sliceNumber(0, "The slice selected, below total") }, { error: NOT_A_CONDITION })
  .meta({ id: "Slice", description: "Slice `index` of `total`: the points whose id's SipHash-2-4 (zero key), modulo total, is index" });

const SliceCondition = z
  .object({ slice: Slice })
  .superRefine(({ slice }, context) => {
    if (slice.index >= slice.total) {
      const message = "Validation error: Slice index must be less than the total number of slices [{}]";
      context.addIssue({ code: "custom", path: ["__all__"], input: slice, message, params: { [VALIDATION]: true } });
    }
  })
  .meta({ id: "SliceCondition", description: "Points in one of `total` disjoint, deterministic slices of the id space, for parallel scrolls and sampling" });

// Within a filter, filters and conditions are read without measuring again: the outermost one has measured them all.
const LazyFilter: z.ZodType<Filter> = z.lazy(() => FilterObject);
const LazyCondition: z.ZodType<Condition> = z.lazy(() => ConditionUnion);

const NestedCondition = z.object({
  nested: z.object({ key: FilterKey, filter: LazyFilter }, { error: pathFirst("expected an object with key and filter") }),
});

const CONDITION_MEMBERS = [
  ["key", FieldCondition],
  ["is_empty", IsEmptyCondition],
  ["is_null", IsNullCondition],
  ["has_id", HasIdCondition],
  ["has_vector", HasVectorCondition],
  ["slice", SliceCondition],
  ["nested", NestedCondition],
] as const;

/** Qdrant's Condition, told apart by its key; {} is an empty filter, which every point matches. */
const ConditionUnion: z.ZodType<Condition> = selectUnion(
  [FieldCondition, IsEmptyCondition, IsNullCondition, HasIdCondition, HasVectorCondition, SliceCondition, NestedCondition, LazyFilter],
  (value) => {
    if (!isJsonObject(value)) return undefined;
    const member = CONDITION_MEMBERS.find(([key]) => key in value)?.[1];
    if (member) return member;
    return FILTER_FIELDS.some((field) => field in value) || Object.keys(value).length === 0 ? LazyFilter : undefined;
  },
  { error: (issue) => (isJsonObject(issue.input) ? `${CONDITION_EXPECTED} (at ${PATH})` : `${PATH}: expected a condition object`) },
).meta({ id: "Condition" });

const ConditionList = z.array(LazyCondition);

/** must, should and must_not take one condition or a list of them. */
const Conditions = selectUnion([ConditionList, LazyCondition], (value) => (Array.isArray(value) ? ConditionList : LazyCondition));

export const MinShould = z.object(
  {
    conditions: z.array(LazyCondition, { error: `${PARENT}: missing field \`conditions\` (a list of conditions)` }),
    min_count: unsignedInteger(pathFirst("expected a non-negative integer")),
  },
  { error: pathFirst("expected an object with conditions and min_count") },
).meta({ id: "MinShould" });

const FilterObject: z.ZodType<Filter> = z.strictObject(
  { should: Conditions.nullish(), min_should: MinShould.nullish(), must: Conditions.nullish(), must_not: Conditions.nullish() },
  {
    error: (issue) => {
      if (issue.code === "unrecognized_keys") return `${PATH}: unknown field \`${quote(issue.keys[0] ?? "")}\`, expected ${oneOf(FILTER_FIELDS)}`;
      return issue.input === undefined ? `${PARENT}: missing field \`${KEY}\`` : `${PATH}: expected a filter object`;
    },
  },
).meta({ id: "Filter" });

/** `schema`, refusing before it reads them filters nested deeper than MAX_FILTER_DEPTH or holding more than MAX_FILTER_CONDITIONS. */
function bounded<Schema extends z.ZodType>(name: string, constructor: Parameters<typeof withOwnParse>[1], schema: Schema, asCondition: boolean): Schema {
  return withOwnParse(name, constructor, schema, (payload, context, inst) => {
    const problem = filterBoundsProblem(payload.value, asCondition);
    if (problem === undefined) return schema._zod.run(payload, context);
    payload.issues.push({ code: "custom", input: payload.value, inst, message: `${PATH}: ${problem}` });
    return payload;
  });
}

export const Condition: z.ZodType<Condition> = bounded("QdrantCondition", z.ZodUnion, ConditionUnion, true);

export const Filter: z.ZodType<Filter> = bounded("QdrantFilter", z.ZodObject, FilterObject, false);
