// Renders a page inside the real providers and app shell, as wrapRootElement
// and wrapPageElement do (without the route guard).
import type { ReactNode } from "react";
import { render } from "@testing-library/react";
import { AppShell } from "../../../src/layout/app-shell";
import { StateRoot } from "../../../src/state/state-root";
import { ThemeRoot } from "../../../src/theme/theme-root";

export function Providers({ children }: { children: ReactNode }) {
  return (
    <StateRoot>
      <ThemeRoot>{children}</ThemeRoot>
    </StateRoot>
  );
}

export function renderShell(pathname = "/dashboard", page: ReactNode = <h1>Page</h1>) {
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
