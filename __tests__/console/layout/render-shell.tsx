// Renders a page inside the real providers and app shell, as wrapRootElement
// and wrapPageElement do (without the route guard). The signed-in shell's
// project switcher asks the control plane for the user's projects: the edge
// answers with none.
import type { ReactNode } from "react";
import { render } from "@testing-library/react";
import { AppShell } from "../../../src/layout/app-shell";
import { StateRoot } from "../../../src/state/state-root";
import { ThemeRoot } from "../../../src/theme/theme-root";
import { installApiEdge } from "../auth/support/api-edge";
import { TestQueryRoot } from "../support/test-query-root";

const SIGNED_IN_USER = { user: { sub: "user-1", email: "ada@example.com", username: "ada", givenName: null, familyName: null }, organisation: null, projects: [] };

export function Providers({ children }: { children: ReactNode }) {
  return (
    <StateRoot>
      <TestQueryRoot>
        <ThemeRoot>{children}</ThemeRoot>
      </TestQueryRoot>
    </StateRoot>
  );
}

export function renderShell(pathname = "/dashboard", page: ReactNode = <h1>Page</h1>) {
  installApiEdge((request) => (request.url === "/api/auth/me" ? { status: 200, data: SIGNED_IN_USER } : { status: 404 }));
  const view = render(
    <Providers>
      <AppShell pathname={pathname}>{page}</AppShell>
    </Providers>,
  );
  const rerenderAt = (nextPath: string) =>
    view.rerender(
      <Providers>
        <AppShell pathname={nextPath}>{page}</AppShell>
      </Providers>,
    );
  return { ...view, rerenderAt };
}
