// A query cache for one test render: a fresh client each time, so that no
// test sees another's answers, and no retries, so that a refused request
// shows at once. The console's own QueryScopes inside keep this client.
import { useState, type ReactNode } from "react";
import { createQueryClient } from "../../../src/api-client/query-client";
import { QueryScope } from "../../../src/api-client/query-scope";

export function TestQueryRoot({ children }: { children: ReactNode }) {
  const [client] = useState(() => createQueryClient({ queries: { retry: false } }));
  return <QueryScope client={client}>{children}</QueryScope>;
}
