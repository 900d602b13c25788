// Keeps the shell's copy of the signed-in member's role (state/member-role.ts)
// equal to the query cache's answer to GET /api/auth/me: asked once with the
// projects, asked again when they are (a role change shows at the next reload
// of the project list).
import { useEffect } from "react";
import { useSignedInUserRoleQuery } from "../../api-client/signed-in-user-queries";
import { useSetMemberRole } from "../../state/member-role";
import { useIsLoggedIn } from "../../state/session";

export function usePublishMemberRole(): void {
  const { data } = useSignedInUserRoleQuery({ enabled: useIsLoggedIn() });
  const setRole = useSetMemberRole();
  useEffect(() => setRole(data ?? null), [data, setRole]);
}
