// FacetCounts and SearchMatrixPoints as REST's bodies for facet and the search
// matrix (contract/qdrant/explore.ts).
import { restFilterOf, type GrpcFilter } from "./filters";
import { definedOf, numberOf } from "./query-params";
import { restShardKeySelectorOf, type GrpcShardKeySelector } from "./selectors";

interface GrpcExplore {
  collection_name: string;
  filter?: GrpcFilter;
  limit?: string | number;
  shard_key_selector?: GrpcShardKeySelector;
  timeout?: string;
}

export interface GrpcFacetCounts extends GrpcExplore {
  key?: string;
  exact?: boolean;
}

export interface GrpcSearchMatrixPoints extends GrpcExplore {
  sample?: string | number;
  using?: string;
}

export function restFacetRequestOf(request: GrpcFacetCounts): Record<string, unknown> {
  return definedOf({
    key: request.key ?? "",
    filter: restFilterOf(request.filter),
    limit: numberOf(request.limit),
    exact: request.exact,
    shard_key: restShardKeySelectorOf(request.shard_key_selector),
  });
}

export function restMatrixRequestOf(request: GrpcSearchMatrixPoints): Record<string, unknown> {
  return definedOf({
    filter: restFilterOf(request.filter),
    sample: numberOf(request.sample),
    limit: numberOf(request.limit),
    using: request.using,
    shard_key: restShardKeySelectorOf(request.shard_key_selector),
  });
}
