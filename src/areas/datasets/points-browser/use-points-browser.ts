// The points browser's paging: Qdrant's scroll hands out the offset of the
// next page (next_page_offset), so the browser keeps the offsets of the pages
// it has seen to go back. A new filter or page size starts from the first page.
import { useState } from "react";
import type { Schemas } from "@qdrant/js-client-rest";
import { usePointsPageQuery } from "../../../api-client/points-queries";
import { queryView, type QueryView } from "../../../api-client/query-view";

type PointId = Schemas["ExtendedPointId"];
type Filter = Schemas["Filter"];

export const PAGE_SIZES = [10, 25, 50, 100] as const;

interface Paging {
  filter: Filter | undefined;
  limit: number;
  /** The offset each page seen starts at (null: the first). */
  offsets: readonly (PointId | null)[];
  page: number;
}

export interface PointsBrowserState {
  points: QueryView<Schemas["ScrollResult"]>;
  page: number;
  limit: number;
  filter: Filter | undefined;
  hasNext: boolean;
  next: () => void;
  previous: () => void;
  applyFilter: (filter: Filter | undefined) => void;
  changeLimit: (limit: number) => void;
  retry: () => void;
}

/** The next page's offset: Qdrant's answer types it wider than the point id it is. */
function nextOffsetOf(result: Schemas["ScrollResult"]): PointId | null {
  const offset = result.next_page_offset;
  return typeof offset === "number" || typeof offset === "string" ? offset : null;
}

export function usePointsBrowser(projectId: string, collection: string): PointsBrowserState {
  const [paging, setPaging] = useState<Paging>({ filter: undefined, limit: 25, offsets: [null], page: 0 });
  const query = usePointsPageQuery(projectId, collection, { limit: paging.limit, offset: paging.offsets[paging.page] ?? null, filter: paging.filter ?? null });
  const points = queryView(query);
  const nextOffset = points.status === "ready" ? nextOffsetOf(points.data) : null;

  const next = () => {
    if (nextOffset === null) return;
    setPaging((current) => ({ ...current, offsets: [...current.offsets.slice(0, current.page + 1), nextOffset], page: current.page + 1 }));
  };
  const previous = () => setPaging((current) => ({ ...current, page: Math.max(0, current.page - 1) }));
  const applyFilter = (filter: Filter | undefined) => setPaging((current) => ({ ...current, filter, offsets: [null], page: 0 }));
  const changeLimit = (limit: number) => setPaging((current) => ({ ...current, limit, offsets: [null], page: 0 }));

  return {
    points,
    page: paging.page,
    limit: paging.limit,
    filter: paging.filter,
    hasNext: nextOffset !== null,
    next,
    previous,
    applyFilter,
    changeLimit,
    retry: () => void query.refetch(),
  };
}
