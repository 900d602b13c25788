// Applies the route gate (route-access.ts) around every page; the app shell
// wraps each page element in it. The first render always shows the children,
// as the server did, so static pages keep their server HTML and hydrate
// cleanly; the check runs after that, before paint, and on every path change.
// An expired token is not the end of the session: the identity library renews
// it with the refresh token (SPEC.md section 4, Session validity), and only
// when that is refused does the user go to login, carrying the page asked for
// so that login can open it (next-path.ts).
import { useEffect, useLayoutEffect, useState } from "react";
import { navigate } from "gatsby";
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import { setLoggedIn } from "../session/logged-in";
import { loginPathFor } from "./next-path";
import { renewStoredSession } from "../session/renew-session";
import { enforceRouteAccess } from "./route-access";

// useLayoutEffect warns during server render, where no check runs anyway.
const useBeforePaint = typeof window === "undefined" ? useEffect : useLayoutEffect;

type Hold = { path: string; reason: "refused" | "renewing" };

/** The page asked for: the path, with the address bar's query and fragment when they belong to it. */
function askedFor(path: string): string {
  const { pathname, search, hash } = window.location;
  return pathname === path ? `${path}${search}${hash}` : path;
}

function SessionRenewal() {
  return (
    <Box role="status" sx={{ minHeight: "100vh", display: "grid", placeItems: "center", gap: 2, alignContent: "center" }}>
      <CircularProgress aria-hidden />
      <span>Restoring your session…</span>
    </Box>
  );
}

export function RouteGuard({ path, children }: { path: string; children: React.ReactNode }): JSX.Element {
  // What holds the page back at this path, if anything.
  const [hold, setHold] = useState<Hold | null>(null);

  useBeforePaint(() => {
    const access = enforceRouteAccess(path);
    if (access === "allow") {
      setHold(null);
      return undefined;
    }
    const refuse = () => {
      setLoggedIn(false);
      setHold({ path, reason: "refused" });
      void navigate(loginPathFor(askedFor(path)), { replace: true });
    };
    if (access === "login") {
      refuse();
      return undefined;
    }
    let current = true;
    setHold({ path, reason: "renewing" });
    void renewStoredSession("current").then((renewed) => {
      if (!current) return;
      if (renewed) setHold(null);
      else refuse();
    });
    return () => {
      current = false;
    };
  }, [path]);

  if (hold?.path !== path) return <>{children}</>;
  return hold.reason === "renewing" ? <SessionRenewal /> : <></>;
}
