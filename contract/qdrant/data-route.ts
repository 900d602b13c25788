// A route of the data plane (Qdrant's REST API at the service root),
// declared once: method and path as Qdrant's OpenAPI document has them, the
// usage record's operation name, the right it needs (contract/rights.ts) and
// how it treats the path's collection. The service registers its handler
// against it (server/data/http/data-router.ts).
import type { z } from "zod";
import type { HttpMethod } from "../route";
import type { Right } from "../rights";

export interface DataRouteDeclaration {
  method: HttpMethod;
  /** Qdrant's path: "/collections/{collection_name}/points/search". */
  path: string;
  /** Name of the call in the usage records, e.g. "points.search". */
  operation: string;
  summary: string;
  access: Extract<Right, readonly ["collection", string]>;
  /**
   * "name": the path's collection_name is checked against the key's collections;
   * "resolve": also looked up (collection or alias) in the caller's project, 404 if absent;
   * "all": the call spans the project (aliases), so keys limited to named collections are refused.
   */
  collection?: "name" | "resolve" | "all";
  body?: z.ZodType;
  /** The `result` of a success reply ({"result", "status": "ok", "time"}). */
  result?: z.ZodType;
}

export function declareDataRoute<const D extends DataRouteDeclaration>(declaration: D): D {
  return declaration;
}
