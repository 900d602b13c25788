// The points browser's paging: Qdrant's scroll hands out the offset of the
// next page (next_page_offset), so the browser keeps the offsets of the pages
// it has seen to go back. A new filter or page size starts from the first page.
import { useCallback, useState } from "react";
import { scrollPoints } from "../../../api-client/points";
import type { PointId, QdrantFilter, ScrollResult } from "../../../api-client/qdrant-types";
import { useServiceQuery, type QueryState } from "../../../api-client/use-service-query";

export const PAGE_SIZES = [10, 25, 50, 100] as const;

interface Paging {
  filter: QdrantFilter | undefined;
  limit: number;
  /** The offset each page seen starts at (undefined: the first). */
  offsets: readonly (PointId | undefined)[];
  page: number;
}

export interface PointsBrowserState {
  points: QueryState<ScrollResult>;
  page: number;
  limit: number;
  filter: QdrantFilter | undefined;
  hasNext: boolean;
  next: () => void;
  previous: () => void;
  applyFilter: (filter: QdrantFilter | undefined) => void;
  changeLimit: (limit: number) => void;
  retry: () => void;
  refresh: () => void;
}

export function usePointsBrowser(projectId: string, collection: string): PointsBrowserState {
  const [paging, setPaging] = useState<Paging>({ filter: undefined, limit: 25, offsets: [undefined], page: 0 });
  const offset = paging.offsets[paging.page];
  const key = JSON.stringify([projectId, collection, paging.filter ?? null, paging.limit, offset ?? null]);
  const load = useCallback(
    () =>
      scrollPoints(projectId, collection, {
        limit: paging.limit,
        ...(offset === undefined ? {} : { offset }),
        ...(paging.filter === undefined ? {} : { filter: paging.filter }),
        with_payload: true,
        with_vector: false,
      }),
    [projectId, collection, paging.limit, paging.filter, offset],
  );
  const { state, retry, refresh } = useServiceQuery(key, load);
  const nextOffset = state.status === "ready" ? (state.data.next_page_offset ?? null) : null;

  const next = () => {
    if (nextOffset === null) return;
    setPaging((current) => ({ ...current, offsets: [...current.offsets.slice(0, current.page + 1), nextOffset], page: current.page + 1 }));
  };
  const previous = () => setPaging((current) => ({ ...current, page: Math.max(0, current.page - 1) }));
  const applyFilter = (filter: QdrantFilter | undefined) => setPaging((current) => ({ ...current, filter, offsets: [undefined], page: 0 }));
  const changeLimit = (limit: number) => setPaging((current) => ({ ...current, limit, offsets: [undefined], page: 0 }));

  return {
    points: state,
    page: paging.page,
    limit: paging.limit,
    filter: paging.filter,
    hasNext: nextOffset !== null,
    next,
    previous,
    applyFilter,
    changeLimit,
    retry,
    refresh,
  };
}
