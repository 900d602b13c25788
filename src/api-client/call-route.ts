// A control-plane call built from its route declaration in contract/ (issue 24).
// The caller names the declaration's TYPE, imported with `import type` so that
// zod, which the declarations are made of, stays out of the pages' JavaScript,
// and the route as "METHOD /api/path", which must be the declaration's own:
// a route whose method or path changes fails to compile at every caller, and
// its params, query, body and answer are typed by its schemas. Only the route
// key and the call's values reach the bundle. Declared paths start with /api,
// which the client's base URL (config.json's apiBaseUrl) stands for.
import type { RouteAnswer, RouteBodyInput, RouteDeclaration, RouteKey, RouteParamsInput, RouteQueryInput } from "../../contract/route";
import { apiClient } from "./client";

/** A member the call may leave out when the route takes nothing there, or nothing required. */
type Member<Key extends string, Value> = undefined extends Value
  ? { [K in Key]?: Value }
  : Partial<Value> extends Value
    ? { [K in Key]?: Value }
    : { [K in Key]: Value };

/** Public routes may be called without the session's token; a 401 is then the answer itself (client.ts). */
type Anonymous<D extends RouteDeclaration> = D["access"] extends "public" ? { anonymous?: boolean } : { anonymous?: never };

/** What a call carries besides its method and path: the path parameters, query and body the route declares. */
export type RouteCall<D extends RouteDeclaration> = Member<"params", RouteParamsInput<D>> &
  Member<"query", RouteQueryInput<D>> &
  Member<"body", RouteBodyInput<D>> &
  Anonymous<D>;

type CallArguments<D extends RouteDeclaration> = Partial<RouteCall<D>> extends RouteCall<D> ? [call?: RouteCall<D>] : [call: RouteCall<D>];

/** A call as it goes out, whatever its route. */
interface SentCall {
  params?: Readonly<Record<string, string>>;
  query?: object;
  body?: unknown;
  anonymous?: boolean;
}

/**
 * A declared path under the client's base URL, which stands for its "/api"
 * (the route key's type admits no other path), each parameter encoded; the
 * parameters are typed from the declaration, so none is missing. Kept small:
 * a copy of this module is in each chunk that calls the service.
 */
function urlOf(path: string, params: Readonly<Record<string, string>> = {}): string {
  return path.slice(4).replace(/\{(\w+)\}/g, (_placeholder, name: string) => encodeURIComponent(params[name]!));
}

/** "GET /api/projects/{projectId}": the declaration's route key, if its path starts with /api. */
type ApiRouteKey<D extends RouteDeclaration> = RouteKey<D> & `${string} /api/${string}`;

/**
 * Calls the route `D` (a declaration's type: `callRoute<typeof alertRoutes.createRule>`)
 * and answers the reply's body. Without the type argument no route key compiles.
 */
export function callRoute<D extends RouteDeclaration = never>(route: ApiRouteKey<D>, ...call: CallArguments<D>): Promise<RouteAnswer<D>>;
export function callRoute(route: string, call: SentCall = {}): Promise<unknown> {
  const [method, path = ""] = route.split(" ");
  return apiClient
    .request({ method, url: urlOf(path, call.params), params: call.query, data: call.body, anonymous: call.anonymous })
    .then((response) => response.data);
}

/** A declared path under the client's base URL, for a client other than axios (tus-upload.ts). */
export function routePath<D extends RouteDeclaration = never>(path: D["path"] & `/api/${string}`, params: RouteParamsInput<D>): string;
export function routePath(path: string, params?: Readonly<Record<string, string>>): string {
  return urlOf(path, params);
}
