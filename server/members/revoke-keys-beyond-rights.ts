// A key never carries more rights than its maker: when a member's rights
// shrink (a lower role, fewer projects) or they leave, the keys they made that
// now exceed what they hold in the key's project are revoked, in the same
// transaction. Returns the revoked keys' hashes, for the data plane's cache.
import { and, eq, inArray, isNull } from "drizzle-orm";
import { holdsAllRightsOf } from "../../contract/rights";
import { roleInProject } from "../access/find-project-role";
import { findMemberGrant } from "../access/member-grant";
import { apiKeys, memberships, projectMembers, projects } from "../db/schema";
import type { Transaction } from "./member-context";

export async function revokeKeysBeyondRights(tx: Transaction, organisationId: string, makerSub: string, now = new Date()): Promise<string[]> {
  const [membership] = await tx
    .select({ role: memberships.role, customRoleId: memberships.customRoleId, hasAllProjects: memberships.hasAllProjects })
    .from(memberships)
    .where(and(eq(memberships.organisationId, organisationId), eq(memberships.userSub, makerSub)));
  const keys = await tx
    .select({ id: apiKeys.id, access: apiKeys.access, projectRole: projectMembers.role })
    .from(apiKeys)
    .innerJoin(projects, eq(projects.id, apiKeys.projectId))
    .leftJoin(projectMembers, and(eq(projectMembers.projectId, apiKeys.projectId), eq(projectMembers.userSub, makerSub)))
    .where(and(eq(projects.organisationId, organisationId), eq(apiKeys.createdBy, makerSub), isNull(apiKeys.revokedAt)));
  const grant = membership ? await findMemberGrant(tx, organisationId, membership) : undefined;
  const beyond = keys.filter((key) => {
    const role = membership && grant ? roleInProject({ role: grant, hasAllProjects: membership.hasAllProjects, projectRole: key.projectRole }) : undefined;
    return role === undefined || !holdsAllRightsOf(role, key.access);
  });
  if (beyond.length === 0) return [];
  const revoked = await tx
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(inArray(apiKeys.id, beyond.map((key) => key.id)))
    .returning({ hashedKey: apiKeys.hashedKey });
  return revoked.map((key) => key.hashedKey);
}
