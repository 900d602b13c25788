// The organisation's members, then its invitations, found by name or e-mail
// and paged: members by role (owners first), then name; invitations newest
// first. Two queries page over the two lists as one.
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { MEMBER_ROLES } from "../../contract/rights";
import type { ListMembersResponse } from "../../contract/members";
import { findCustomRoles } from "../access/member-grant";
import type { Database } from "../db/client";
import { invitations, memberships } from "../db/schema";
import { findMemberProjects } from "./member-projects";
import { toActiveMember, toInvitedMember } from "./to-member";

export interface MembersPage {
  q?: string;
  page: number;
  perPage: number;
}

/** `q` as a LIKE pattern matching any part: its own % _ and \ taken literally. */
function containing(q: string): string {
  return `%${q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

const ROLE_ORDER = sql.raw(`array[${MEMBER_ROLES.map((role) => `'${role}'`).join(", ")}]`);

export async function listMembers(db: Database, organisationId: string, { q = "", page, perPage }: MembersPage, now = new Date()): Promise<ListMembersResponse> {
  const pattern = q ? containing(q) : undefined;
  const memberWhere = and(eq(memberships.organisationId, organisationId), pattern ? or(ilike(memberships.email, pattern), ilike(memberships.name, pattern)) : undefined);
  const invitationWhere = and(eq(invitations.organisationId, organisationId), pattern ? ilike(invitations.email, pattern) : undefined);
  const [[memberCount], [invitationCount]] = await Promise.all([
    db.select({ total: count() }).from(memberships).where(memberWhere),
    db.select({ total: count() }).from(invitations).where(invitationWhere),
  ]);
  const members = memberCount?.total ?? 0;
  const total = members + (invitationCount?.total ?? 0);
  const offset = (page - 1) * perPage;

  const memberRows =
    offset < members
      ? await db
          .select()
          .from(memberships)
          .where(memberWhere)
          .orderBy(sql`array_position(${ROLE_ORDER}, ${memberships.role})`, asc(sql`lower(coalesce(${memberships.name}, ${memberships.email}, ''))`), asc(memberships.userSub))
          .limit(perPage)
          .offset(offset)
      : [];
  const room = perPage - memberRows.length;
  const invitationRows =
    room > 0 && offset + memberRows.length < total
      ? await db
          .select()
          .from(invitations)
          .where(invitationWhere as SQL)
          .orderBy(desc(invitations.createdAt), asc(invitations.id))
          .limit(room)
          .offset(Math.max(0, offset - members))
      : [];
  const projects = await findMemberProjects(
    db,
    organisationId,
    memberRows.filter((row) => !row.hasAllProjects).map((row) => row.userSub),
  );
  const roles = await findCustomRoles(db, organisationId, [...memberRows, ...invitationRows].map((row) => row.customRoleId));
  const customRoleOf = (row: { customRoleId: string | null }) => (row.customRoleId === null ? null : (roles.get(row.customRoleId) ?? null));
  return {
    members: [
      ...memberRows.map((row) => toActiveMember(row, projects.get(row.userSub) ?? [], customRoleOf(row))),
      ...invitationRows.map((row) => toInvitedMember(row, customRoleOf(row), now)),
    ],
    total,
    params: { q, page, perPage },
  };
}
