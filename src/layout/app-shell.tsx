// The console's app shell around every signed-in page: the layout the
// settings choose, the route progress bar, scroll-to-top and the customizer.
// Its interactive parts load beside the page (lazy-shell-parts.tsx); the
// layout's frame is here and keeps their room while they do.
import type { ReactNode } from "react";
import { useSettings } from "../state/settings";
import { HorizontalLayout } from "./horizontal/horizontal-layout";
import { ScrollToTop, ThemeCustomizer } from "./lazy-shell-parts";
import { PathnameProvider } from "./pathname-context";
import { RouteProgressBar } from "./route-progress/route-progress-bar";
import { VerticalLayout } from "./vertical/vertical-layout";

export function AppShell({ pathname, children }: { pathname: string; children: ReactNode }) {
  const { settings } = useSettings();
  const Layout = settings.layout === "horizontal" ? HorizontalLayout : VerticalLayout;
  return (
    <PathnameProvider pathname={pathname}>
      <RouteProgressBar />
      <Layout>{children}</Layout>
      <ScrollToTop />
      <ThemeCustomizer />
    </PathnameProvider>
  );
}
