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
import { accessOf, updateMember } from "./update-member";

export function registerMemberRoutes(route: ApiRouter, context: MemberContext): void {
  // GET /api/members: members and invitations, found by name or e-mail, paged
  route(memberRoutes.list, async ({ organisation, query }) => ({ status: 200, body: await listMembers(context.db, organisation.id, query) }));

  // POST /api/members/invitations: invite someone by e-mail, with a role
  // The user pool makes the account: the entry follows the change rather than sharing its transaction.
  route(memberRoutes.invite, async ({ organisation, user, role, body, audit }) => {
    const invited = await inviteMember(context, organisation.id, { user, role }, body);
    await audit.after({ id: invited.id, name: invited.email }, { role: invited.role, ...(invited.customRole ? { customRole: invited.customRole.name } : {}) });
    return { status: 201, body: invited };
  });

  // POST /api/members/invitations/{invitationId}/resend: a new temporary password and a new expiry
  route(memberRoutes.resendInvitation, async ({ organisation, user, params, audit }) => {
    const resent = await resendInvitation(context, organisation.id, user, params.invitationId);
    await audit.after({ id: resent.id, name: resent.email });
    return { status: 200, body: resent };
  });

  // DELETE /api/members/invitations/{invitationId}: withdraw an invitation
  route(memberRoutes.revokeInvitation, async ({ organisation, role, params, audit }) => {
    const { email } = await revokeInvitation(context, organisation.id, role, params.invitationId);
    await audit.after({ id: params.invitationId, name: email });
    return { status: 204 };
  });

  // PATCH /api/members/{memberId}: a new role, or the projects they reach
  route(memberRoutes.update, async ({ organisation, role, params, body, audit }) => ({
    status: 200,
    body: (
      await audit.within(
        (tx) => updateMember({ ...context, db: tx }, organisation.id, role, params.memberId, body),
        ({ member }) => ({ id: member.id, name: member.email }),
        ({ before, member }) => ({ before, after: accessOf(member) }),
      )
    ).member,
  }));

  // DELETE /api/members/{memberId}: remove a member, revoking the keys they made
  route(memberRoutes.remove, async ({ organisation, role, params, audit }) => {
    await audit.within((tx) => removeMember({ ...context, db: tx }, organisation.id, role, params.memberId), (removed) => ({ id: params.memberId, name: removed.email }));
    return { status: 204 };
  });
}
