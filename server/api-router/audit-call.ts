// What the router tells the audit trail of a call before its handler runs:
// who (the signed-in member), from where, which request, and, for a call the
// handler never reached, what it named in its path.
import { asc, desc, eq, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { AuditAction, AuditTarget } from "../../contract/audit-actions";
import type { RouteDeclaration } from "../../contract/route";
import type { Database } from "../db/client";
import { memberships } from "../db/schema";
import type { AuditedCall } from "./audit-seam";

/** The organisation a signed-in call's entry goes to: the one the caller acts in (access/caller-organisation.ts), if any, read without joining one. */
export async function findAuditOrganisation(db: Database, userSub: string): Promise<string | undefined> {
  const [membership] = await db
    .select({ id: memberships.organisationId })
    .from(memberships)
    .where(eq(memberships.userSub, userSub))
    .orderBy(desc(sql`${memberships.role} = 'owner'`), asc(memberships.createdAt))
    .limit(1);
  return membership?.id;
}

export function auditedCallOf(action: AuditAction, request: FastifyRequest, organisationId: string | null, projectId: string | null): AuditedCall {
  return {
    action,
    organisationId,
    projectId,
    actor: { kind: "member", id: request.user.sub, label: request.user.email || null },
    sourceAddress: request.ip,
    requestId: request.id,
  };
}

/**
 * The status of the route's success: its first declared 2xx reply (201 for a creation, 204 for a delete); 201 for a
 * route that answers 200 or 201, whose 200 is a repeat that changed nothing and records nothing (register-owner).
 */
export function successStatusOf(declaration: RouteDeclaration): number {
  const statuses = Object.keys(declaration.replies).map(Number);
  return statuses.includes(201) ? 201 : Math.min(...statuses);
}

/** A refused call's target as its path names it: the last id there (a key's, a member's), else the project's. */
export function targetFromParams(params: unknown): AuditTarget | undefined {
  if (typeof params !== "object" || params === null) return undefined;
  const values = Object.entries(params).filter((entry): entry is [string, string] => typeof entry[1] === "string");
  const named = values.filter(([name]) => name !== "projectId").at(-1) ?? values.at(-1);
  return named ? { id: named[1].slice(0, 256), name: null } : undefined;
}
