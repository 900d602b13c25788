// An API key calling /api, on the routes that take one (contract/route.ts,
// acceptsApiKey: a Prometheus scraper holds a key, not a session). The key is
// read as the data plane reads it (`api-key`, or `Authorization: Bearer
// vdb_...`) and stands for its project only: the route's {projectId} must be
// the key's (404 otherwise, as for another organisation's project), a key
// limited to named collections reaches no project-wide route, and the right is
// checked by the one rights check (rights.ts) against the key's access.
import type { IncomingHttpHeaders } from "node:http";
import { eq } from "drizzle-orm";
import { API_KEY_PREFIX } from "../../contract/api-keys";
import type { Right } from "../../contract/rights";
import type { Database } from "../db/client";
import { projects, type Project } from "../db/schema";
import { AppError } from "../errors";
import { hashApiKey } from "../secrets/api-key-token";
import { findApiKeyPrincipal } from "./find-api-key-principal";
import { PROJECT_NOT_FOUND_MESSAGE } from "./organisation-project";
import { INVALID_API_KEY_MESSAGE } from "./principal-resolver";
import { assertAllowed } from "./rights";
import type { ApiKeyToucher } from "./touch-api-key";

const BEARER_API_KEY = new RegExp(`^Bearer +(${API_KEY_PREFIX}\\S+) *$`, "i");

export const LIMITED_KEY_MESSAGE = "This API key is limited to named collections: this route covers the whole project, so it needs a key for every collection.";

/** The API key a request carries, if it carries one. */
export function apiKeyOf(headers: IncomingHttpHeaders): string | undefined {
  const header = headers["api-key"];
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (value) return value;
  return BEARER_API_KEY.exec(headers.authorization ?? "")?.[1];
}

/** The project the key may act in for `right`, if it is the one asked for. */
export async function authorizeApiKey(db: Database, toucher: ApiKeyToucher, key: string, right: Right, projectId: string | undefined): Promise<Project> {
  const found = await findApiKeyPrincipal(db, hashApiKey(key));
  if (!found) throw new AppError("unauthorized", INVALID_API_KEY_MESSAGE);
  const { principal } = found;
  assertAllowed(principal.role, right);
  if (principal.collections) throw new AppError("forbidden", LIMITED_KEY_MESSAGE);
  if (projectId?.toLowerCase() !== principal.projectId) throw new AppError("not_found", PROJECT_NOT_FOUND_MESSAGE);
  const [project] = await db.select().from(projects).where(eq(projects.id, principal.projectId));
  if (!project) throw new AppError("not_found", PROJECT_NOT_FOUND_MESSAGE);
  if (principal.apiKeyId) toucher.touch(principal.apiKeyId, found.lastUsedAt);
  return project;
}
