// Seeded test data: vectors, payloads that mix types the way real payloads do
// (mostly well-typed, sometimes null, missing, arrays or the wrong type), and
// random filter trees over them. Same seed, same data, on every engine.
import type { FilterNode, KeyPath, MatchValue, PointId } from "../../../../server/engine/filter/filter-tree";
import type { FieldIndexParams } from "../../../../server/engine/field-index-params";
import { DEFAULT_TEXT_INDEX } from "../../../../server/engine/text-index/text-index-settings";
import type { Payload, PointRecord, VectorEngine } from "../../../../server/engine/vector-engine";

export type Random = () => number;

/** mulberry32: small, fast and good enough for test data. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
}

export function randomVector(random: Random, size: number): number[] {
  return Array.from({ length: size }, () => random() * 2 - 1);
}

export function keyPath(raw: string): KeyPath {
  return { raw, segments: raw.split(".").map((part) => ({ name: part.replace(/\[\]$/, ""), many: part.endsWith("[]") })) };
}

const CITIES = ["Berlin", "London", "Paris", "Rome", "Oslo", "Madrid"];
const TAGS = ["red", "green", "blue", "large", "small", "sale"];
const WORDS = ["quick", "brown", "fox", "jumps", "over", "lazy", "dog", "Vector", "search", "engine"];

/** A value drawn from `typical` most of the time and from the odd cases otherwise. */
function sometimes(random: Random, typical: () => unknown, odd: readonly (() => unknown)[]): unknown {
  return random() < 0.8 ? typical() : pick(random, odd)();
}

function randomDatetime(random: Random): string {
  const day = new Date(Date.UTC(2024, 0, 1) + Math.floor(random() * 365) * 86_400_000 + Math.floor(random() * 86_400) * 1000);
  const iso = day.toISOString().slice(0, 19);
  return pick(random, [`${iso}Z`, `${iso}+02:00`, iso.slice(0, 10), iso.replace("T", " "), `${iso}.250Z`]);
}

export function randomPayload(random: Random): Payload {
  const payload: Payload = {};
  const set = (key: string, value: unknown): void => {
    if (value !== undefined) payload[key] = value;
  };
  const missing = (): undefined => undefined;
  set("city", sometimes(random, () => pick(random, CITIES), [missing, () => null, () => [pick(random, CITIES), pick(random, CITIES)], () => 7, () => []]));
  set("count", sometimes(random, () => Math.floor(random() * 20), [missing, () => null, () => 2.5, () => [1, 15], () => "12"]));
  set("price", sometimes(random, () => Math.round(random() * 10_000) / 100, [missing, () => null, () => -1]));
  set("active", sometimes(random, () => random() < 0.5, [missing, () => null, () => [true, false], () => "true"]));
  set("tags", sometimes(random, () => TAGS.filter(() => random() < 0.3), [missing, () => null, () => [null], () => "red", () => [["red"]]]));
  set("created", sometimes(random, () => randomDatetime(random), [missing, () => "not a date", () => 1_700_000_000_000, () => [randomDatetime(random), randomDatetime(random)]]));
  set("desc", sometimes(random, () => WORDS.filter(() => random() < 0.35).join(pick(random, [" ", ", ", "-"])), [missing, () => null, () => ["quick fox", "lazy dog"], () => ["brown", "Vector search", 3]]));
  set("address", sometimes(random, () => ({ city: pick(random, CITIES), zip: Math.floor(random() * 100) }), [missing, () => [{ city: pick(random, CITIES) }, { city: "Oslo", zip: 1 }], () => ({ city: null })]));
  set("items", sometimes(random, () => Array.from({ length: Math.floor(random() * 4) }, () => ({ sku: pick(random, ["a1", "b2", "c3"]), qty: Math.floor(random() * 5) })), [missing, () => null, () => [{ sku: "a1" }, "loose"]]));
  return payload;
}

/** A point with its unnamed vector: what the reference computations take. */
export type DensePoint = PointRecord & { vector: readonly number[] };

export function randomPoints(random: Random, count: number, size: number, ids: (index: number) => PointId = (index) => index + 1): DensePoint[] {
  return Array.from({ length: count }, (_, index) => ({ id: ids(index), vector: randomVector(random, size), payload: randomPayload(random) }));
}

/** Field indexes covering every type: the indexed twin of a collection gets these. */
export const FIELD_INDEXES = [
  ["city", "keyword"],
  ["count", "integer"],
  ["price", "float"],
  ["active", "bool"],
  ["tags", "keyword"],
  ["created", "datetime"],
  ["desc", "text"],
  ["address.city", "keyword"],
  ["items[].sku", "keyword"],
] as const;

/** The text index of FIELD_INDEXES: Qdrant's defaults, with phrase matching. */
export const TEXT_INDEX_PARAMS: FieldIndexParams = { text: { ...DEFAULT_TEXT_INDEX, phraseMatching: true } };

/** Keys with a text index in the indexed twin (what referenceMatches tokenizes). */
export const TEXT_INDEXED: ReadonlySet<string> = new Set(FIELD_INDEXES.flatMap(([key, type]) => (type === "text" ? [key] : [])));

/** Creates FIELD_INDEXES' indexes in the collection. */
export async function createFieldIndexes(engine: VectorEngine, id: string, indexes: readonly (typeof FIELD_INDEXES)[number][] = FIELD_INDEXES): Promise<void> {
  for (const [key, type] of indexes) await engine.createFieldIndex(id, key, type, type === "text" ? TEXT_INDEX_PARAMS : undefined);
}

const LEAF_KEYS = ["city", "count", "price", "active", "tags", "tags[]", "created", "desc", "address.city", "address", "items[].sku", "items[].qty", "items", "missing"];

function randomMatchValue(random: Random): MatchValue {
  return pick<() => MatchValue>(random, [
    () => pick(random, CITIES),
    () => pick(random, TAGS),
    () => Math.floor(random() * 20),
    () => random() < 0.5,
    () => pick(random, ["a1", "b2", "c3"]),
    () => "12",
  ])();
}

function randomBounds(random: Random, low: number, high: number): { gt?: number; gte?: number; lt?: number; lte?: number } {
  const at = (): number => low + random() * (high - low);
  return pick(random, [{ gte: at() }, { lt: at() }, { gt: at(), lte: at() + (high - low) / 3 }, { gte: Math.floor(at()), lte: Math.floor(at()) + 5 }, {}]);
}

export function randomLeaf(random: Random, ids: readonly PointId[]): FilterNode {
  const key = keyPath(pick(random, LEAF_KEYS));
  const kind = pick(random, ["match", "match", "matchAny", "matchExcept", "text", "range", "range", "datetime", "valuesCount", "isEmpty", "isNull", "hasId", "nested"]);
  switch (kind) {
    case "match":
      return { kind: "match", key, value: randomMatchValue(random) };
    case "matchAny":
      return { kind: "matchAny", key, values: Array.from({ length: 1 + Math.floor(random() * 3) }, () => randomMatchValue(random)) };
    case "matchExcept":
      return { kind: "matchExcept", key, values: Array.from({ length: Math.floor(random() * 3) }, () => randomMatchValue(random)) };
    case "text": {
      const text = WORDS.filter(() => random() < 0.2).join(pick(random, [" ", ", "])) || pick(random, WORDS);
      return { kind: "text", key: keyPath("desc"), text, mode: pick(random, ["all", "any", "phrase"] as const) };
    }
    case "range":
      return { kind: "range", key, datetime: false, ...randomBounds(random, -2, 100) };
    case "datetime":
      return { kind: "range", key: keyPath("created"), datetime: true, ...randomBounds(random, Date.UTC(2024, 0, 1), Date.UTC(2025, 0, 1)) };
    case "valuesCount":
      return { kind: "valuesCount", key, ...randomBounds(random, 0, 4) };
    case "isEmpty":
      return { kind: "isEmpty", key };
    case "isNull":
      return { kind: "isNull", key };
    case "hasId":
      return { kind: "hasId", ids: ids.filter(() => random() < 0.1) };
    default:
      return {
        kind: "nested",
        key: keyPath("items"),
        filter: { kind: "and", children: [{ kind: "match", key: keyPath("sku"), value: pick(random, ["a1", "b2", "c3"]) }, { kind: "range", key: keyPath("qty"), datetime: false, gte: Math.floor(random() * 4) }] },
      };
  }
}

export function randomFilter(random: Random, ids: readonly PointId[], depth = 0): FilterNode {
  if (depth >= 2 || random() < 0.4) return randomLeaf(random, ids);
  const children = Array.from({ length: 1 + Math.floor(random() * 3) }, () => randomFilter(random, ids, depth + 1));
  const kind = pick(random, ["and", "or", "not", "atLeast"] as const);
  if (kind === "not") return { kind: "not", child: children[0] ?? randomLeaf(random, ids) };
  if (kind === "atLeast") return { kind: "atLeast", min: Math.floor(random() * (children.length + 1)), children };
  return { kind, children };
}
