// The answers an engine must give, computed the plainest possible way: filters
// evaluated point by point with Qdrant's semantics, and nearest neighbours by
// scoring every point. Written apart from any engine's code on purpose.
import type { FilterNode, KeyPath, PointId } from "../../../../server/engine/filter-tree";
import type { Distance, Payload } from "../../../../server/engine/vector-engine";
import type { DensePoint } from "./random-data";

type Bounds = { gt?: number; gte?: number; lt?: number; lte?: number };

export function sameId(a: PointId, b: PointId): boolean {
  return String(a).toLowerCase() === String(b).toLowerCase();
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function valuesAt(payload: unknown, key: KeyPath): unknown[] {
  let current: unknown[] = [payload];
  for (const segment of key.segments) {
    const next: unknown[] = [];
    for (const value of current) {
      if (!isObject(value) || !(segment.name in value)) continue;
      const child = value[segment.name];
      if (!segment.many) next.push(child);
      else if (Array.isArray(child)) next.push(...(child as unknown[]));
    }
    current = next;
  }
  return current;
}

function within(value: number, bounds: Bounds): boolean {
  return (
    (bounds.gt === undefined || value > bounds.gt) &&
    (bounds.gte === undefined || value >= bounds.gte) &&
    (bounds.lt === undefined || value < bounds.lt) &&
    (bounds.lte === undefined || value <= bounds.lte)
  );
}

function tokens(text: string): Set<string> {
  return new Set(text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean));
}

export function referenceDatetime(text: string): number | null {
  const match = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?))?(Z|[+-]\d{2}:\d{2})?$/.exec(text);
  if (!match) return null;
  const [, date, time, zone] = match;
  if (zone && !time?.match(/:\d{2}:\d{2}/)) return null;
  const parsed = Date.parse(time ? `${date}T${time}${zone ?? "Z"}` : `${date}T00:00:00Z`);
  return Number.isNaN(parsed) ? null : parsed;
}

export function referenceMatches(node: FilterNode, payload: Payload, id: PointId | undefined): boolean {
  const values = "key" in node ? valuesAt(payload, node.key) : [];
  const leaves = values.flatMap((value) => (Array.isArray(value) ? (value as unknown[]) : [value]));
  switch (node.kind) {
    case "all":
      return true;
    case "and":
      return node.children.every((child) => referenceMatches(child, payload, id));
    case "or":
      return node.children.some((child) => referenceMatches(child, payload, id));
    case "not":
      return !referenceMatches(node.child, payload, id);
    case "atLeast":
      return node.children.filter((child) => referenceMatches(child, payload, id)).length >= node.min;
    case "hasId":
      return id !== undefined && node.ids.some((candidate) => sameId(candidate, id));
    case "nested":
      return valuesAt(payload, { raw: `${node.key.raw}[]`, segments: [...node.key.segments.slice(0, -1), { name: node.key.segments.at(-1)?.name ?? "", many: true }] }).some(
        (element) => isObject(element) && referenceMatches(node.filter, element, undefined),
      );
    case "match":
      return leaves.some((leaf) => leaf === node.value);
    case "matchAny":
      return leaves.some((leaf) => node.values.some((value) => value === leaf));
    case "matchExcept":
      return leaves.some((leaf) => {
        if (leaf === null) return false;
        if (typeof leaf === "string" || typeof leaf === "number" || typeof leaf === "boolean") return !node.values.some((value) => value === leaf);
        return true;
      });
    case "text": {
      const wanted = [...tokens(node.text)];
      return leaves.some((leaf) => typeof leaf === "string" && wanted.every((token) => tokens(leaf).has(token)));
    }
    case "range":
      return leaves.some((leaf) => {
        if (node.datetime) {
          const time = typeof leaf === "string" ? referenceDatetime(leaf) : null;
          return time !== null && within(time, node);
        }
        return typeof leaf === "number" && within(leaf, node);
      });
    case "valuesCount": {
      const counts = values.length === 0 ? [0] : values.map((value) => (value === null ? 0 : Array.isArray(value) ? value.length : 1));
      return counts.some((count) => within(count, node));
    }
    case "isEmpty":
      return values.every((value) => value === null || (Array.isArray(value) && value.length === 0));
    case "isNull":
      return values.some((value) => value === null);
  }
}

function storedVector(distance: Distance, vector: readonly number[]): number[] {
  const floats = vector.map((value) => Math.fround(value));
  if (distance !== "Cosine") return floats;
  const norm = Math.sqrt(floats.reduce((sum, value) => sum + value * value, 0));
  return norm === 0 ? floats : floats.map((value) => Math.fround(value / norm));
}

export function referenceScore(distance: Distance, query: readonly number[], vector: readonly number[]): number {
  const a = storedVector(distance, query);
  const b = storedVector(distance, vector);
  const pairs = a.map((value, index) => [value, b[index] ?? 0] as const);
  switch (distance) {
    case "Cosine":
    case "Dot":
      return pairs.reduce((sum, [x, y]) => sum + x * y, 0);
    case "Euclid":
      return Math.sqrt(pairs.reduce((sum, [x, y]) => sum + (x - y) ** 2, 0));
    case "Manhattan":
      return pairs.reduce((sum, [x, y]) => sum + Math.abs(x - y), 0);
  }
}

export function isSimilarity(distance: Distance): boolean {
  return distance === "Cosine" || distance === "Dot";
}

export interface ReferenceSearch {
  vector: readonly number[];
  limit: number;
  offset?: number;
  filter?: FilterNode;
  scoreThreshold?: number;
}

export function referenceSearch(points: readonly DensePoint[], distance: Distance, search: ReferenceSearch): { id: PointId; score: number }[] {
  const similarity = isSimilarity(distance);
  return points
    .filter((point) => !search.filter || referenceMatches(search.filter, point.payload, point.id))
    .map((point) => ({ id: point.id, score: referenceScore(distance, search.vector, point.vector) }))
    .filter(({ score }) => search.scoreThreshold === undefined || (similarity ? score >= search.scoreThreshold : score <= search.scoreThreshold))
    .sort((a, b) => (similarity ? b.score - a.score : a.score - b.score))
    .slice(search.offset ?? 0, (search.offset ?? 0) + search.limit);
}
