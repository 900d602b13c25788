// A member's new role or custom role, and/or the projects they reach. Nobody
// grants more than they hold nor changes someone who holds more (403); a role
// in a project narrows the organisation role (400); the last owner stays (409). Roles in
// projects above a lowered organisation role come down to it, and keys the
// member made beyond their new rights are revoked, in the same transaction.
import { and, eq, inArray } from "drizzle-orm";
import type { Member, MemberAccess, ProjectRole, UpdateMemberBody } from "../../contract/members";
import { baseRoleOf, grantFields, holdsAllRightsOf, type MemberGrant } from "../../contract/rights";
import { findMemberGrant, findOrganisationCustomRole } from "../access/member-grant";
import { memberships, projectMembers, projects } from "../db/schema";
import { AppError } from "../errors";
import { assertMayChange, assertMayGrant, assertNarrows } from "./grant-rules";
import { handOverOwnership } from "./hand-over-ownership";
import { assertAnotherOwner, isFullOwner, lockOrganisation } from "./lock-organisation";
import { MEMBER_NOT_FOUND_MESSAGE, type MemberContext, type Transaction } from "./member-context";
import { findMemberProjects } from "./member-projects";
import { revokeKeysBeyondRights } from "./revoke-keys-beyond-rights";
import { toActiveMember } from "./to-member";

export function accessOf(member: Member): MemberAccess {
  return { role: member.role, ...(member.customRole ? { customRole: member.customRole.name } : {}), projects: member.projects };
}

export async function updateMember(
  context: MemberContext,
  organisationId: string,
  callerRole: MemberGrant,
  memberSub: string,
  body: UpdateMemberBody,
): Promise<{ member: Member; before: MemberAccess }> {
  const { member, before, revokedKeys } = await context.db.transaction(async (tx) => {
    const organisation = await lockOrganisation(tx, organisationId);
    const [target] = await tx
      .select()
      .from(memberships)
      .where(and(eq(memberships.organisationId, organisationId), eq(memberships.userSub, memberSub)));
    if (!target) throw new AppError("not_found", MEMBER_NOT_FOUND_MESSAGE);
    const targetGrant = await findMemberGrant(tx, organisationId, target);
    assertMayChange(callerRole, targetGrant, "change");
    const projectsBefore = target.hasAllProjects ? null : ((await findMemberProjects(tx, organisationId, [memberSub])).get(memberSub) ?? []);
    let grant: MemberGrant = targetGrant;
    if (body.role !== undefined) grant = body.role;
    if (body.customRoleId !== undefined) grant = await findOrganisationCustomRole(tx, organisationId, body.customRoleId);
    if (grant !== targetGrant) assertMayGrant(callerRole, grant);
    const { role, customRole } = grantFields(grant);
    const customRoleId = customRole?.id ?? null;
    if (isFullOwner(target) && !isFullOwner({ role, customRoleId })) await assertAnotherOwner(tx, organisationId);

    let hasAllProjects = target.hasAllProjects;
    if (body.projects !== undefined) {
      hasAllProjects = body.projects === null;
      await replaceProjectRoles(tx, organisationId, memberSub, grant, body.projects ?? []);
    } else if (!hasAllProjects && grant !== targetGrant) {
      await lowerProjectRoles(tx, organisationId, memberSub, grant);
    }
    const [updated] = await tx
      .update(memberships)
      .set({ role, customRoleId, hasAllProjects })
      .where(and(eq(memberships.organisationId, organisationId), eq(memberships.userSub, memberSub)))
      .returning();
    if (!updated) throw new AppError("not_found", MEMBER_NOT_FOUND_MESSAGE);
    if (organisation.ownerSub === memberSub && !isFullOwner(updated)) await handOverOwnership(tx, organisationId, memberSub);
    const revoked = await revokeKeysBeyondRights(tx, organisationId, memberSub);
    const limited = await findMemberProjects(tx, organisationId, [memberSub]);
    const before = { ...grantFields(targetGrant), projects: projectsBefore };
    return {
      member: toActiveMember(updated, limited.get(memberSub) ?? [], customRole),
      before: { role: before.role, ...(before.customRole ? { customRole: before.customRole.name } : {}), projects: before.projects },
      revokedKeys: revoked,
    };
  });
  for (const hashedKey of revokedKeys) context.forgetter?.forgetApiKey(hashedKey);
  context.forgetter?.forgetMember?.(memberSub);
  return { member, before };
}

async function organisationProjectIds(tx: Transaction, organisationId: string): Promise<string[]> {
  const rows = await tx.select({ id: projects.id }).from(projects).where(eq(projects.organisationId, organisationId));
  return rows.map((row) => row.id);
}

async function replaceProjectRoles(tx: Transaction, organisationId: string, memberSub: string, role: MemberGrant, roles: readonly ProjectRole[]): Promise<void> {
  const own = new Set(await organisationProjectIds(tx, organisationId));
  for (const entry of roles) {
    if (!own.has(entry.projectId.toLowerCase())) {
      throw new AppError("bad_request", `projects: ${entry.projectId} is not a project of this organisation.`, { details: { field: "projects" } });
    }
    assertNarrows(role, entry.role);
  }
  if (own.size > 0) await tx.delete(projectMembers).where(and(eq(projectMembers.userSub, memberSub), inArray(projectMembers.projectId, [...own])));
  if (roles.length > 0) await tx.insert(projectMembers).values(roles.map((entry) => ({ projectId: entry.projectId.toLowerCase(), userSub: memberSub, role: entry.role })));
}

/** Roles in projects that a lowered organisation role no longer covers come down to it (a custom role's: to its base role, which counts as the custom role there). */
async function lowerProjectRoles(tx: Transaction, organisationId: string, memberSub: string, role: MemberGrant): Promise<void> {
  const own = await organisationProjectIds(tx, organisationId);
  if (own.length === 0) return;
  const rows = await tx
    .select({ projectId: projectMembers.projectId, role: projectMembers.role })
    .from(projectMembers)
    .where(and(eq(projectMembers.userSub, memberSub), inArray(projectMembers.projectId, own)));
  const above = rows.filter((row) => !holdsAllRightsOf(role, row.role)).map((row) => row.projectId);
  if (above.length > 0) {
    await tx.update(projectMembers).set({ role: baseRoleOf(role) }).where(and(eq(projectMembers.userSub, memberSub), inArray(projectMembers.projectId, above)));
  }
}
