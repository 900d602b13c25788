// One filter tree for every engine. The data plane translates Qdrant's filter
// JSON into it once (server/data/filters); each engine renders it in its own
// dialect (LanceDB SQL, pgvector SQL), so a second engine needs no change above
// the engine interface.

/**
 * A payload key path as Qdrant writes it: "city", "address.city",
 * "tags[]", "items[].sku". Parsed into segments; `many: true` marks "[]",
 * where a condition holds if it holds for any element.
 */
export interface KeyPath {
  raw: string;
  segments: readonly { name: string; many: boolean }[];
}

export type MatchValue = string | number | boolean;

export type TextMode = "all" | "any" | "phrase";

/** A point on the Earth in degrees, as Qdrant's payloads and geo conditions write it. */
export interface GeoPoint {
  lon: number;
  lat: number;
}

export type FilterNode =
  | { kind: "and"; children: readonly FilterNode[] }
  | { kind: "or"; children: readonly FilterNode[] }
  | { kind: "not"; child: FilterNode }
  /** At least `min` of the children hold (Qdrant's min_should). */
  | { kind: "atLeast"; min: number; children: readonly FilterNode[] }
  | { kind: "match"; key: KeyPath; value: MatchValue }
  | { kind: "matchAny"; key: KeyPath; values: readonly MatchValue[] }
  | { kind: "matchExcept"; key: KeyPath; values: readonly MatchValue[] }
  /** A string value that starts with `prefix` (Qdrant 1.19's match.prefix), code unit by code unit, case-sensitive. */
  | { kind: "matchPrefix"; key: KeyPath; prefix: string }
  /** A string value that contains `substring` (Qdrant 1.20's match.substring), case-sensitive. */
  | { kind: "matchSubstring"; key: KeyPath; substring: string }
  /**
   * Qdrant's full-text matches: `all` (match.text), `any` (text_any) or `phrase`, with the
   * tokenizer of the key's full-text index, or on the raw strings without one (text-index/text-match.ts).
   */
  | { kind: "text"; key: KeyPath; text: string; mode: TextMode }
  /** Numeric range; datetime ranges arrive as epoch milliseconds with `datetime: true`. */
  | { kind: "range"; key: KeyPath; gt?: number; gte?: number; lt?: number; lte?: number; datetime: boolean }
  | { kind: "valuesCount"; key: KeyPath; gt?: number; gte?: number; lt?: number; lte?: number }
  /** The key is missing, null, or an empty array. */
  | { kind: "isEmpty"; key: KeyPath }
  /** The key is present with the value null. */
  | { kind: "isNull"; key: KeyPath }
  | { kind: "hasId"; ids: readonly PointId[] }
  /** The point holds the collection's vector of that name ("" is the unnamed one), dense, sparse or multi. */
  | { kind: "hasVector"; name: string }
  /** The point's id falls in slice `index` of `total` (Qdrant 1.19's slice condition, point-slice.ts); never inside a nested filter. */
  | { kind: "slice"; total: number; index: number }
  /**
   * The point was written under one of these shards (a sharded collection's, CollectionSpec.sharded): the data plane's
   * shard keys, as it encodes them. In a collection without shards no point matches.
   */
  | { kind: "shard"; shards: readonly string[] }
  /** Strictly inside the box; a box whose top-left lon exceeds its bottom-right lon crosses the antimeridian. */
  | { kind: "geoBoundingBox"; key: KeyPath; topLeft: GeoPoint; bottomRight: GeoPoint }
  /** Closer to `center` than `radius` meters, by the haversine distance. */
  | { kind: "geoRadius"; key: KeyPath; center: GeoPoint; radius: number }
  /** Inside the exterior ring (lon, lat as plane coordinates) and neither inside nor on any interior ring; rings are closed. */
  | { kind: "geoPolygon"; key: KeyPath; exterior: readonly GeoPoint[]; interiors: readonly (readonly GeoPoint[])[] }
  /** Qdrant's nested filter: `filter` holds for at least one element of the array at `key`. */
  | { kind: "nested"; key: KeyPath; filter: FilterNode }
  /** Matches every point (an empty Qdrant filter). */
  | { kind: "all" };

/** Qdrant point ids: unsigned 64-bit integers (as numbers up to 2^53, or decimal strings beyond) or UUIDs (lower-case, hyphenated). */
export type PointId = number | string;
