// The control plane's members and invitations, each call built from its
// declaration (contract/members.ts; type-only imports).
import type { InviteMemberBody, ListMembersQuery, ListMembersResponse, Member, UpdateMemberBody, memberRoutes } from "../../contract/members";
import { callRoute } from "./call-route";

type Routes = typeof memberRoutes;

// One page of members and invitations, found by name or e-mail
export function listMembers(query: ListMembersQuery = {}): Promise<ListMembersResponse> {
  return callRoute<Routes["list"]>("GET /api/members", { query });
}

// An invitation by e-mail, with a role
export function inviteMember(body: InviteMemberBody): Promise<Member> {
  return callRoute<Routes["invite"]>("POST /api/members/invitations", { body });
}

// A new temporary password and a new expiry
export function resendInvitation(invitationId: string): Promise<Member> {
  return callRoute<Routes["resendInvitation"]>("POST /api/members/invitations/{invitationId}/resend", { params: { invitationId } });
}

// The invitation withdrawn
export function revokeInvitation(invitationId: string): Promise<void> {
  return callRoute<Routes["revokeInvitation"]>("DELETE /api/members/invitations/{invitationId}", { params: { invitationId } });
}

// A new role, or the projects the member reaches
export function updateMember(memberId: string, body: UpdateMemberBody): Promise<Member> {
  return callRoute<Routes["update"]>("PATCH /api/members/{memberId}", { params: { memberId }, body });
}

// The member gone, with the API keys they made
export function removeMember(memberId: string): Promise<void> {
  return callRoute<Routes["remove"]>("DELETE /api/members/{memberId}", { params: { memberId } });
}
