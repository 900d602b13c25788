// Applies the route gate (route-access.ts) around every page; the app shell
// wraps each page element in it. The first render always shows the children,
// as the server did, so static pages keep their server HTML and hydrate
// cleanly; the check runs after that, before paint, and on every path change.
import { useEffect, useLayoutEffect, useState } from "react";
import { navigate } from "gatsby";
import { enforceRouteAccess } from "./route-access";

// useLayoutEffect warns during server render, where no check runs anyway.
const useBeforePaint = typeof window === "undefined" ? useEffect : useLayoutEffect;

export function RouteGuard({ path, children }: { path: string; children: React.ReactNode }): JSX.Element {
  // The path that was refused: render nothing for it while the login page loads.
  const [refusedPath, setRefusedPath] = useState<string | null>(null);

  useBeforePaint(() => {
    const redirectTo = enforceRouteAccess(path);
    setRefusedPath(redirectTo === null ? null : path);
    if (redirectTo !== null) void navigate(redirectTo, { replace: true });
  }, [path]);

  return <>{refusedPath === path ? null : children}</>;
}
