// Links into Search and Discovery with its query in the URL, so that "Find
// similar" from a point opens a search by that point.
import type { Schemas } from "@qdrant/js-client-rest";
import { areaRoute } from "./area-route";

export interface SearchLink {
  collection?: string;
  point?: Schemas["ExtendedPointId"];
}

export function searchPagePath({ collection, point }: SearchLink = {}): string {
  const query = new URLSearchParams();
  if (collection !== undefined) query.set("collection", collection);
  if (point !== undefined) query.set("point", String(point));
  const search = query.toString();
  return `${areaRoute("search")}${search === "" ? "" : `?${search}`}`;
}

/** The collection and point a search URL names (?collection=…&point=…). */
export function readSearchLink(search: string): { collection: string | null; point: string | null } {
  const query = new URLSearchParams(search);
  return { collection: query.get("collection"), point: query.get("point") };
}
