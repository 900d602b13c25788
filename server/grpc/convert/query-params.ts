// What every search message shares, as REST's fields: SearchParams,
// LookupLocation, WithLookup, the `timeout` that REST reads from its query
// string, and 64-bit numbers (decimal text from the loader) as JSON numbers.
// ReadConsistency is not carried: one node holds each collection, and REST
// does not read ?consistency= either (contract/qdrant/fields.ts, ReadQuery).
import { restFilterOf, type GrpcFilter } from "./filters";
import { restShardKeySelectorOf, restWithPayloadOf, restWithVectorsOf, type GrpcShardKeySelector, type GrpcWithPayloadSelector, type GrpcWithVectorsSelector } from "./selectors";

type RestObject = Record<string, unknown>;

export interface GrpcSearchParams {
  hnsw_ef?: string | number;
  exact?: boolean;
  quantization?: { ignore?: boolean; rescore?: boolean; oversampling?: number };
  indexed_only?: boolean;
  acorn?: { enable?: boolean; max_selectivity?: number };
  idf?: { corpus?: GrpcFilter };
}

export interface GrpcLookupLocation {
  collection_name?: string;
  vector_name?: string;
  shard_key_selector?: GrpcShardKeySelector;
}

export interface GrpcWithLookup {
  collection?: string;
  with_payload?: GrpcWithPayloadSelector;
  with_vectors?: GrpcWithVectorsSelector;
}

/** A uint64 or int64 as a JSON number, undefined when unset. */
export function numberOf(value: string | number | undefined | null): number | undefined {
  return value === undefined || value === null ? undefined : Number(value);
}

/** The message's `timeout` (seconds) as REST's `?timeout=`. */
export function timeoutQueryOf(request: { timeout?: string | number }): { timeout?: string } {
  return request.timeout === undefined ? {} : { timeout: String(request.timeout) };
}

/** An object without the members left undefined, so REST sees only what the message sets. */
export function definedOf(object: RestObject): RestObject {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined));
}

export function restSearchParamsOf(params: GrpcSearchParams | undefined): RestObject | undefined {
  if (!params) return undefined;
  return definedOf({
    hnsw_ef: numberOf(params.hnsw_ef),
    exact: params.exact,
    quantization: params.quantization && definedOf({ ...params.quantization }),
    indexed_only: params.indexed_only,
    acorn: params.acorn && definedOf({ ...params.acorn }),
    // IdfParams with no corpus is collection-wide, REST's "global".
    idf: params.idf && (params.idf.corpus ? { corpus: restFilterOf(params.idf.corpus) } : "global"),
  });
}

export function restLookupLocationOf(location: GrpcLookupLocation | undefined): RestObject | undefined {
  if (!location) return undefined;
  return definedOf({ collection: location.collection_name ?? "", vector: location.vector_name, shard_key: restShardKeySelectorOf(location.shard_key_selector) });
}

export function restWithLookupOf(lookup: GrpcWithLookup | undefined): RestObject | undefined {
  if (!lookup) return undefined;
  return definedOf({ collection: lookup.collection ?? "", with_payload: restWithPayloadOf(lookup.with_payload), with_vectors: restWithVectorsOf(lookup.with_vectors) });
}
