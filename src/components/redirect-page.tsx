// A template route of the specification, kept as a forward to its product route
// (src/console-routes.ts). The meta refresh works without JavaScript and on any host.
import { useEffect } from "react";
import { navigate, type HeadFC, type PageProps } from "gatsby";

interface RedirectContext {
  to: string;
}

export default function RedirectPage({ pageContext }: PageProps<object, RedirectContext>) {
  useEffect(() => {
    void navigate(pageContext.to, { replace: true });
  }, [pageContext.to]);
  return (
    <p>
      This page has moved to <a href={pageContext.to}>{pageContext.to}</a>.
    </p>
  );
}

export const Head: HeadFC<object, RedirectContext> = ({ pageContext }) => (
  <>
    <title>Redirecting… | Vector Database Cloud</title>
    <meta httpEquiv="refresh" content={`0; url=${pageContext.to}`} />
    <link rel="canonical" href={pageContext.to} />
  </>
);
