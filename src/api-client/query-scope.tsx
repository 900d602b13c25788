// The query cache for what it wraps: the parts of the console that show the
// service's data (a project's scope, the project switcher) each wrap
// themselves in it, so that the query library loads with them and never with
// a page that shows none. All of them share the browser's one client
// (getQueryClient); a client provided further up (a test's) is kept. A
// client given here is emptied when the logged-in mark changes, as the
// browser's own is.
import { useContext, useEffect, useState, type ReactNode } from "react";
import { QueryClientContext, QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { onLoggedInChange } from "../session/logged-in";
import { getQueryClient } from "./query-client";

export function QueryScope({ client, children }: { client?: QueryClient; children: ReactNode }) {
  const provided = useContext(QueryClientContext);
  const [own] = useState(() => client ?? (provided ? null : getQueryClient()));
  useEffect(() => (client ? onLoggedInChange(() => client.clear()) : undefined), [client]);
  if (own === null) return <>{children}</>;
  return <QueryClientProvider client={own}>{children}</QueryClientProvider>;
}
