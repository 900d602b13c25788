// /api/members: the organisation's members and invitations (contract/members.ts).
// Thin handlers: the router has parsed the input and checked the right; each
// calls one domain function and shapes the reply.
import { memberRoutes } from "../../contract/members";
import type { ApiRouter } from "../api-router/api-router";
import { inviteMember } from "./invite-member";
import { listMembers } from "./list-members";
import type { MemberContext } from "./member-context";
import { removeMember } from "./remove-member";
import { resendInvitation } from "./resend-invitation";
import { revokeInvitation } from "./revoke-invitation";
import { updateMember } from "./update-member";

export function registerMemberRoutes(route: ApiRouter, context: MemberContext): void {
  // GET /api/members: members and invitations, found by name or e-mail, paged
  route(memberRoutes.list, async ({ organisation, query }) => ({ status: 200, body: await listMembers(context.db, organisation.id, query) }));

  // POST /api/members/invitations: invite someone by e-mail, with a role
  route(memberRoutes.invite, async ({ organisation, user, role, body }) => ({ status: 201, body: await inviteMember(context, organisation.id, { user, role }, body) }));

  // POST /api/members/invitations/{invitationId}/resend: a new temporary password and a new expiry
  route(memberRoutes.resendInvitation, async ({ organisation, user, params }) => ({ status: 200, body: await resendInvitation(context, organisation.id, user, params.invitationId) }));

  // DELETE /api/members/invitations/{invitationId}: withdraw an invitation
  route(memberRoutes.revokeInvitation, async ({ organisation, role, params }) => {
    await revokeInvitation(context, organisation.id, role, params.invitationId);
    return { status: 204 };
  });

  // PATCH /api/members/{memberId}: a new role, or the projects they reach
  route(memberRoutes.update, async ({ organisation, role, params, body }) => ({ status: 200, body: await updateMember(context, organisation.id, role, params.memberId, body) }));

  // DELETE /api/members/{memberId}: remove a member, revoking the keys they made
  route(memberRoutes.remove, async ({ organisation, role, params }) => {
    await removeMember(context, organisation.id, role, params.memberId);
    return { status: 204 };
  });
}
