// The console's app shell around every signed-in page: the layout the
// settings choose, the route progress bar, scroll-to-top and the customizer.
import type { ReactNode } from "react";
import { useSettings } from "../state/settings";
import { ThemeCustomizer } from "./customizer/theme-customizer";
import { HorizontalLayout } from "./horizontal/horizontal-layout";
import { PathnameProvider } from "./pathname-context";
import { RouteProgressBar } from "./route-progress/route-progress-bar";
import { ScrollToTop } from "./scroll-to-top";
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
