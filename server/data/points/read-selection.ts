// with_payload and with_vector as Qdrant takes them: true/false, a list of
// payload keys, {"include": [...]} or {"exclude": [...]}; with_vector true,
// false or a list of vector names ("" is the unnamed vector; a name the
// collection lacks is Qdrant's 400). Excluding keys is done here, on the whole
// payload the engine returns.
import { isJsonObject } from "../../../contract/qdrant/wording";
import type { QdrantRecord, ScoredPoint, WithPayloadInterface, WithVector } from "../../../contract/qdrant/records";
import type { ReadOptions, StoredPoint } from "../../engine/vector-engine";
import type { Collection } from "../../db/schema";
import { checkVectorsRead } from "../collections/collection-vectors";
import { decodeShardKey } from "../shard-keys/shard-scope";
import { shownScore, shownVectors } from "./float32-digits";

export interface ReadSelection {
  engine: ReadOptions;
  /** Top-level or dotted keys removed from each payload. */
  exclude?: readonly string[];
}

export function toReadSelection(
  withPayload: WithPayloadInterface | null | undefined,
  withVector: WithVector | null | undefined,
  defaults: { payload: boolean; vector: boolean },
  collection?: Collection,
): ReadSelection {
  if (collection) checkVectorsRead(collection, withVector);
  const vector = withVector === undefined || withVector === null ? defaults.vector : withVector;
  if (withPayload === undefined || withPayload === null) return { engine: { withPayload: defaults.payload, withVector: vector } };
  // Each key once: every key is matched against every payload returned, and a body may list millions.
  if (typeof withPayload === "boolean") return { engine: { withPayload, withVector: vector } };
  if (Array.isArray(withPayload)) return { engine: { withPayload: unique(withPayload), withVector: vector } };
  if ("include" in withPayload) return { engine: { withPayload: unique(withPayload.include), withVector: vector } };
  return { engine: { withPayload: true, withVector: vector }, exclude: unique(withPayload.exclude) };
}

function unique(keys: readonly string[]): string[] {
  return [...new Set(keys)];
}

/**
 * The point as Qdrant shows a record: payload and vector only when asked for (the vector's floats printed as float32, the
 * cost of a read that returns them only); its shard key in a custom-sharded collection.
 */
export function toRecord(point: StoredPoint, selection: ReadSelection): QdrantRecord {
  const record: QdrantRecord = { id: point.id };
  if (selection.engine.withPayload !== false) record.payload = withoutExcluded(point.payload ?? {}, selection.exclude);
  if (selection.engine.withVector !== false) record.vector = point.vector ? shownVectors(point.vector) : null;
  if (point.shard !== undefined) record.shard_key = decodeShardKey(point.shard);
  return record;
}

/**
 * The point as searches and queries answer it (Qdrant's ScoredPoint): its record, version 0 and its score, added to the
 * record rather than spread with it into a new object: Node 20's V8 takes microseconds for each {...record, more}.
 */
export function toScoredPoint(point: StoredPoint, selection: ReadSelection, score: number): ScoredPoint {
  return Object.assign(toRecord(point, selection), { version: 0, score: shownScore(score) });
}

function withoutExcluded(payload: Record<string, unknown>, exclude: readonly string[] | undefined): Record<string, unknown> {
  if (!exclude || exclude.length === 0) return payload;
  const copy: Record<string, unknown> = structuredClone(payload);
  for (const key of exclude) removePath(copy, key);
  return copy;
}

/** Removes what the dotted key names; read a part at a time, no further than the payload goes (a key may be 32 MB long). */
function removePath(payload: Record<string, unknown>, key: string): void {
  let object = payload;
  let start = 0;
  for (let dot = key.indexOf("."); dot >= 0; dot = key.indexOf(".", start)) {
    const name = key.slice(start, dot);
    const child = Object.hasOwn(object, name) ? object[name] : undefined;
    if (!isJsonObject(child)) return;
    object = child;
    start = dot + 1;
  }
  delete object[key.slice(start)];
}
