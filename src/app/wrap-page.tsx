// Around every page: /auth pages get the blank layout, template redirect pages
// none, every other page the app shell behind the route guard. The toaster
// lives here, not in wrapRootElement (STACK.md, Gatsby specifics).
import type { ReactNode } from "react";
import type { GatsbyBrowser } from "gatsby";
import { RouteGuard } from "../auth/route-guard";
import { ConfigGate } from "../config/config-gate";
import { AppShell } from "../layout/app-shell";
import { AppToaster } from "../layout/app-toaster";
import { BlankLayout } from "../layout/blank-layout";
import { isAuthPath } from "../console-routes";

/** Pages of src/components/redirect-page.tsx carry the route they forward to. */
function isRedirectPage(pageContext: unknown): boolean {
  return typeof pageContext === "object" && pageContext !== null && typeof (pageContext as { to?: unknown }).to === "string";
}

interface PageFrameProps {
  pathname: string;
  pageContext: unknown;
  children: ReactNode;
}

export function PageFrame({ pathname, pageContext, children }: PageFrameProps) {
  let page: ReactNode;
  if (isRedirectPage(pageContext)) {
    page = children;
  } else if (isAuthPath(pathname)) {
    page = <BlankLayout>{children}</BlankLayout>;
  } else {
    page = (
      <RouteGuard path={pathname}>
        <ConfigGate>
          <AppShell pathname={pathname}>{children}</AppShell>
        </ConfigGate>
      </RouteGuard>
    );
  }
  return (
    <>
      {page}
      <AppToaster />
    </>
  );
}

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <PageFrame pathname={props.location.pathname} pageContext={props.pageContext}>
    {element}
  </PageFrame>
);
