// Authentication of data-plane calls, as Qdrant clients send it: the
// `api-key` header (or `Authorization: Bearer vdb_...`), or the console's
// bearer token with `X-Project-Id`. Answers are cached for a moment, so that
// a busy client costs no metadata query per call; revoking a key or deleting
// a project here forgets them at once. (Other service instances notice within
// CACHE_TTL_MS.)
import type { IncomingHttpHeaders } from "node:http";
import type { FastifyBaseLogger } from "fastify";
import { API_KEY_PREFIX } from "../../contract/api-keys";
import type { MemberGrant } from "../../contract/rights";
import type { TokenVerifier } from "./token-verifier";
import { hashApiKey } from "../secrets/api-key-token";
import type { Database } from "../db/client";
import { AppError } from "../errors";
import { findApiKeyPrincipal } from "./find-api-key-principal";
import { findProjectRole } from "./find-project-role";
import type { Principal } from "./principal";
import { ApiKeyToucher } from "./touch-api-key";
import { isUuid } from "../db/is-uuid";

export const CACHE_TTL_MS = 2000;

export const MISSING_CREDENTIALS_MESSAGE = "Must provide an API key or an Authorization bearer token";
export const INVALID_API_KEY_MESSAGE = "Invalid API key or JWT";
export const MISSING_PROJECT_MESSAGE = "A bearer token needs an X-Project-Id header naming one of your organisation's projects";

const BEARER_PATTERN = /^Bearer +(\S+) *$/i;

interface CachedKey {
  principal: Principal;
  lastUsedAt: Date | null;
  hashedKey: string;
  expiresAt: number;
}

export class PrincipalResolver {
  private readonly keys = new Map<string, CachedKey>();
  private readonly members = new Map<string, { role: MemberGrant; expiresAt: number }>();
  private readonly toucher: ApiKeyToucher;

  constructor(
    private readonly db: Database,
    log: FastifyBaseLogger,
    private readonly tokenVerifier: TokenVerifier | undefined,
  ) {
    this.toucher = new ApiKeyToucher(db, log);
  }

  async resolve(headers: IncomingHttpHeaders): Promise<Principal> {
    const apiKey = headerValue(headers["api-key"]);
    if (apiKey) return this.resolveApiKey(apiKey);
    const bearer = BEARER_PATTERN.exec(headerValue(headers.authorization) ?? "")?.[1];
    if (!bearer) throw new AppError("unauthorized", MISSING_CREDENTIALS_MESSAGE);
    // Qdrant clients may send the API key as a bearer token.
    if (bearer.startsWith(API_KEY_PREFIX)) return this.resolveApiKey(bearer);
    return this.resolveConsoleUser(bearer, headerValue(headers["x-project-id"]));
  }

  forgetApiKey(hashedKey: string): void {
    this.keys.delete(hashedKey);
  }

  forgetMember(userSub: string): void {
    for (const key of this.members.keys()) if (key.startsWith(`${userSub} `)) this.members.delete(key);
  }

  forgetProject(projectId: string): void {
    for (const [hash, cached] of this.keys) if (cached.principal.projectId === projectId) this.keys.delete(hash);
    for (const key of this.members.keys()) if (key.endsWith(` ${projectId}`)) this.members.delete(key);
  }

  private async resolveApiKey(key: string): Promise<Principal> {
    const hashedKey = hashApiKey(key);
    const now = Date.now();
    let cached = this.keys.get(hashedKey);
    if (!cached || cached.expiresAt <= now) {
      const found = await findApiKeyPrincipal(this.db, hashedKey);
      if (!found) {
        this.keys.delete(hashedKey);
        throw new AppError("unauthorized", INVALID_API_KEY_MESSAGE);
      }
      cached = { ...found, hashedKey, expiresAt: now + CACHE_TTL_MS };
      this.keys.set(hashedKey, cached);
    }
    if (cached.principal.apiKeyId) this.toucher.touch(cached.principal.apiKeyId, cached.lastUsedAt);
    return cached.principal;
  }

  private async resolveConsoleUser(token: string, rawProjectId: string | undefined): Promise<Principal> {
    if (!this.tokenVerifier) throw new AppError("unauthorized", INVALID_API_KEY_MESSAGE);
    const user = await this.tokenVerifier.verify(token);
    if (!rawProjectId) throw new AppError("bad_request", `Wrong input: ${MISSING_PROJECT_MESSAGE}`);
    const projectId = rawProjectId.toLowerCase();
    const memberKey = `${user.sub} ${projectId}`;
    const now = Date.now();
    let member = this.members.get(memberKey);
    if (!member || member.expiresAt <= now) {
      const role = isUuid(projectId) ? await findProjectRole(this.db, user.sub, projectId) : undefined;
      if (!role) throw new AppError("forbidden", `project ${rawProjectId} is not a project of your organisation`);
      member = { role, expiresAt: now + CACHE_TTL_MS };
      this.members.set(memberKey, member);
    }
    return { projectId, apiKeyId: null, userSub: user.sub, role: member.role, collections: null, label: user.email || null };
  }
}

function headerValue(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  const trimmed = first?.trim();
  return trimmed ? trimmed : undefined;
}
