// REST's search answers as the reply messages' parts: scored points, batches
// (BatchResult), groups (PointGroup, its GroupId an unsigned or signed integer
// or a string), facet hits (FacetValue) and the search matrix, as Qdrant
// converts its own results (conversions.rs).
import { grpcIdOf, type GrpcPointId, type RestPointId } from "./point-ids";
import { grpcRetrievedPointOf, grpcScoredPointOf, type GrpcRetrievedPoint, type GrpcScoredPoint, type RestRecord, type RestScoredPoint } from "./points";

export interface RestGroup {
  id: string | number;
  hits: RestScoredPoint[];
  lookup?: RestRecord | null;
}

export interface RestFacetHit {
  value: string | number | boolean;
  count: number;
}

export interface RestMatrixPairs {
  pairs: { a: RestPointId; b: RestPointId; score: number }[];
}

export interface RestMatrixOffsets {
  offsets_row: number[];
  offsets_col: number[];
  scores: number[];
  ids: RestPointId[];
}

interface GrpcPointGroup {
  id: { unsigned_value: number } | { integer_value: number } | { string_value: string };
  hits: GrpcScoredPoint[];
  lookup?: GrpcRetrievedPoint;
}

type GrpcFacetValue = { string_value: string } | { integer_value: number } | { bool_value: boolean };

export function grpcScoredPointsOf(points: RestScoredPoint[]): GrpcScoredPoint[] {
  return points.map(grpcScoredPointOf);
}

/** A batch's answers, one BatchResult each. */
export function grpcBatchOf(batches: RestScoredPoint[][]): { result: GrpcScoredPoint[] }[] {
  return batches.map((points) => ({ result: grpcScoredPointsOf(points) }));
}

export function grpcGroupsOf(result: { groups: RestGroup[] }): { groups: GrpcPointGroup[] } {
  return {
    groups: result.groups.map((group) => ({
      id: grpcGroupIdOf(group.id),
      hits: grpcScoredPointsOf(group.hits),
      ...(group.lookup ? { lookup: grpcRetrievedPointOf(group.lookup) } : {}),
    })),
  };
}

export function grpcFacetHitsOf(hits: RestFacetHit[]): { value: GrpcFacetValue; count: number }[] {
  return hits.map(({ value, count }) => ({ value: grpcFacetValueOf(value), count }));
}

export function grpcMatrixPairsOf(result: RestMatrixPairs): { pairs: { a: GrpcPointId; b: GrpcPointId; score: number }[] } {
  return { pairs: result.pairs.map(({ a, b, score }) => ({ a: grpcIdOf(a), b: grpcIdOf(b), score })) };
}

export function grpcMatrixOffsetsOf(result: RestMatrixOffsets): Omit<RestMatrixOffsets, "ids"> & { ids: GrpcPointId[] } {
  return { ...result, ids: result.ids.map(grpcIdOf) };
}

/** Qdrant's GroupId: a string, a whole number from 0 up (unsigned), or below 0 (integer). */
function grpcGroupIdOf(id: string | number): GrpcPointGroup["id"] {
  if (typeof id === "string") return { string_value: id };
  return id >= 0 ? { unsigned_value: id } : { integer_value: id };
}

function grpcFacetValueOf(value: RestFacetHit["value"]): GrpcFacetValue {
  if (typeof value === "string") return { string_value: value };
  if (typeof value === "boolean") return { bool_value: value };
  return { integer_value: value };
}
