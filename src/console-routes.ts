// The console's route table: one place for every client-only area route and
// every template route the specification names. gatsby-node builds pages and
// the rewrite manifest from it; the navigation menus point into it.

export type AreaId =
  | "overview"
  | "metrics"
  | "datasets"
  | "models"
  | "inference"
  | "search"
  | "notebooks"
  | "data-import"
  | "alerts"
  | "addons"
  | "billing"
  | "account";

export interface AppRoute {
  /** The route without a trailing slash (except where the specification writes one). */
  path: string;
  area: AreaId;
}

/** Client-only routes behind login: each serves its area and every path below it. */
export const APP_ROUTES: readonly AppRoute[] = [
  { path: "/dashboard", area: "overview" },
  { path: "/metrics", area: "metrics" },
  { path: "/ai-hub/datasets", area: "datasets" },
  { path: "/ai-hub/models", area: "models" },
  { path: "/ai-hub/inference", area: "inference" },
  { path: "/ai-hub/vectorSearch", area: "search" },
  { path: "/ai-hub/notebooks", area: "notebooks" },
  { path: "/data-import", area: "data-import" },
  { path: "/alerting", area: "alerts" },
  { path: "/addons", area: "addons" },
  { path: "/billing", area: "billing" },
  { path: "/account-settings", area: "account" },
];

/**
 * Routes of the specification that belonged to the admin template. Each one
 * keeps working as a permanent redirect to the product route that replaced it
 * (ARCHITECTURE.md, Routes). "/" and "/_app" lead to the dashboard.
 */
export const ROUTE_REDIRECTS: Readonly<Record<string, string>> = {
  "/": "/dashboard",
  "/_app": "/dashboard",
  "/apps/invoice/edit": "/ai-hub/inference",
  "/apps/invoice/add": "/ai-hub/notebooks",
  "/apps/chat": "/data-import",
  "/apps/calendar": "/addons",
  "/apps/email": "/metrics",
  "/pages/dialog-examples": "/help-center",
};

export const LOGIN_PATH = "/auth/login";
export const HOME_PATH = "/dashboard";

/** Routes beginning with /auth need no token (SPEC.md section 2). */
export function isAuthPath(pathname: string): boolean {
  return pathname === "/auth" || pathname.startsWith("/auth/");
}

/** "/a/b/" and "/a/b" are the same route. */
export function normalizePath(pathname: string): string {
  if (pathname.length > 1 && pathname.endsWith("/")) return pathname.replace(/\/+$/, "") || "/";
  return pathname;
}
