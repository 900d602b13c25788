// The signed-in user in the query cache, for pages that tell the user's own
// work ("started by you") from others'. The calls load on demand, as the
// project list's do (projects-queries.ts).
import { useQuery } from "@tanstack/react-query";
import { signedInUserKeys } from "./query-keys";

const loadAuthCalls = () => import(/* webpackChunkName: "api-auth" */ "./auth");

/** The user's id (the token's sub), as the service records who started what. */
export function useSignedInUserIdQuery() {
  return useQuery({
    queryKey: signedInUserKeys.me(),
    queryFn: async () => (await (await loadAuthCalls()).getMe()).user.sub,
    staleTime: Infinity,
  });
}
