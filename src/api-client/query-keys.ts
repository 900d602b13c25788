// Query keys, one factory per resource (Supabase Studio's keys.ts). A key
// names the data, from the broadest to the narrowest part, so that a change
// invalidates everything below it: a collection's key holds its points', and
// deleting the collection drops both.
import type { Schemas } from "@qdrant/js-client-rest";
import type { PreviewImportBody } from "../../contract/imports";
import type { MetricsSeriesQuery } from "../../contract/metrics";

/** The organisation's projects (control plane). */
export const projectKeys = {
  all: ["projects"] as const,
  /** The signed-in user's projects (GET /api/auth/me). */
  list: () => [...projectKeys.all, "list"] as const,
  /** One project with its collection count (GET /api/projects). */
  detail: (projectId: string) => [...projectKeys.all, "detail", projectId] as const,
};

/** A project's collections (data plane). */
export const collectionKeys = {
  ofProject: (projectId: string) => ["collections", projectId] as const,
  /** The collections with their info (GET /collections, then GET /collections/{name} each). */
  list: (projectId: string) => [...collectionKeys.ofProject(projectId), "list"] as const,
  /** Only the names (GET /collections), for choices such as an API key's collections. */
  names: (projectId: string) => [...collectionKeys.ofProject(projectId), "names"] as const,
  /** One collection's info; its points' keys start with it. */
  detail: (projectId: string, name: string) => [...collectionKeys.ofProject(projectId), "detail", name] as const,
  /** The shard keys of a collection with custom sharding (GET /collections/{name}/shards). */
  shardKeys: (projectId: string, name: string) => [...collectionKeys.detail(projectId, name), "shard-keys"] as const,
};

export interface PointsPage {
  limit: number;
  offset: Schemas["ExtendedPointId"] | null;
  filter: Schemas["Filter"] | null;
}

/** A collection's points (data plane). */
export const pointKeys = {
  all: (projectId: string, collection: string) => [...collectionKeys.detail(projectId, collection), "points"] as const,
  /** One page of a scroll through the points. */
  page: (projectId: string, collection: string, page: PointsPage) => [...pointKeys.all(projectId, collection), "page", page] as const,
  /** How many points match a filter, counted exactly (one vector's: `{ must: [{ has_vector: name }] }`). */
  count: (projectId: string, collection: string, filter: Schemas["Filter"]) => [...pointKeys.all(projectId, collection), "count", filter] as const,
  /** One point with its payload and vector. */
  detail: (projectId: string, collection: string, id: Schemas["ExtendedPointId"]) => [...pointKeys.all(projectId, collection), "detail", id] as const,
};

/** A project's API keys (control plane). */
export const apiKeyKeys = {
  ofProject: (projectId: string) => ["api-keys", projectId] as const,
  list: (projectId: string) => [...apiKeyKeys.ofProject(projectId), "list"] as const,
};

/** The signed-in user (GET /api/auth/me), where a page tells the user's own work from others'. */
export const signedInUserKeys = {
  me: () => ["signed-in-user"] as const,
};

/** A project's uploads for imports (control plane, tus). */
export const uploadKeys = {
  ofProject: (projectId: string) => ["uploads", projectId] as const,
  list: (projectId: string) => [...uploadKeys.ofProject(projectId), "list"] as const,
};

/** A project's imports and dry runs (control plane); an import's key holds its row errors'. */
export const importKeys = {
  ofProject: (projectId: string) => ["imports", projectId] as const,
  list: (projectId: string) => [...importKeys.ofProject(projectId), "list"] as const,
  detail: (projectId: string, importId: string) => [...importKeys.ofProject(projectId), "detail", importId] as const,
  errors: (projectId: string, importId: string) => [...importKeys.detail(projectId, importId), "errors"] as const,
  /** A file's preview, read as a format and for a collection (or for a new one). */
  preview: (projectId: string, request: PreviewImportBody) => [...importKeys.ofProject(projectId), "preview", request] as const,
};

/** A project's embedding models, built-in and external, with their usage (control plane). */
export const modelKeys = {
  ofProject: (projectId: string) => ["models", projectId] as const,
  list: (projectId: string) => [...modelKeys.ofProject(projectId), "list"] as const,
};

/** A project's usage and collection sizes (control plane). */
export const metricsKeys = {
  ofProject: (projectId: string) => ["metrics", projectId] as const,
  summary: (projectId: string) => [...metricsKeys.ofProject(projectId), "summary"] as const,
  series: (projectId: string, query: MetricsSeriesQuery) => [...metricsKeys.ofProject(projectId), "series", query] as const,
};

/** A project's alert rules with their histories, and its channels with their deliveries (control plane). */
export const alertKeys = {
  ofProject: (projectId: string) => ["alerts", projectId] as const,
  rules: (projectId: string) => [...alertKeys.ofProject(projectId), "rules"] as const,
  /** A rule's changes of state; deleting the rule drops them. */
  history: (projectId: string, ruleId: string) => [...alertKeys.rules(projectId), ruleId, "history"] as const,
  channels: (projectId: string) => [...alertKeys.ofProject(projectId), "channels"] as const,
  deliveries: (projectId: string, channelId: string) => [...alertKeys.channels(projectId), channelId, "deliveries"] as const,
};

/** A project's backups and their schedule (GET /api/projects/{id}/backups), and the jobs that restore from them. */
export const backupKeys = {
  ofProject: (projectId: string) => ["backups", projectId] as const,
  job: (projectId: string, jobId: string) => [...backupKeys.ofProject(projectId), "job", jobId] as const,
};

/** The signed-in user's notifications across the organisation's projects (the top bar's bell). */
export const notificationKeys = {
  all: ["notifications"] as const,
  list: () => [...notificationKeys.all, "list"] as const,
};

/** A project's notebooks: the list, one notebook, its runs. */
export const notebookKeys = {
  ofProject: (projectId: string) => ["notebooks", projectId] as const,
  list: (projectId: string) => [...notebookKeys.ofProject(projectId), "list"] as const,
  detail: (projectId: string, notebookId: string) => [...notebookKeys.ofProject(projectId), "detail", notebookId] as const,
  runs: (projectId: string, notebookId: string) => [...notebookKeys.detail(projectId, notebookId), "runs"] as const,
};

/** The data plane's OpenAPI document (the notebooks' completion): one per service. */
export const dataPlaneDocumentKey = ["data-plane-openapi"] as const;

/** The organisation's members, by id: who wrote or ran something (notebooks). */
export const memberNameKeys = { all: ["member-names"] as const };
