// How the Markdown of help articles renders: MUI typography, code blocks that
// scroll instead of overflowing and show the reader's service URL, and
// site-internal links through Gatsby's Link (prefetching, no full reload).
// Articles start their sections at "##" (h2), under the page's h1; the build
// rejects a "#" heading in an article. <ServiceUrl /> is the one component
// articles may use.
import type { ComponentPropsWithoutRef } from "react";
import { Link } from "gatsby";
import type { MDXComponents } from "mdx/types";
import Box from "@mui/material/Box";
import MuiLink from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { SERVICE_URL_PLACEHOLDER } from "../service-url";
import { withServiceUrl } from "./service-url";

function ArticleLink({ href = "", children }: ComponentPropsWithoutRef<"a">) {
  if (href.startsWith("/")) {
    return (
      <MuiLink component={Link} to={href}>
        {children}
      </MuiLink>
    );
  }
  return <MuiLink href={href}>{children}</MuiLink>;
}

const CODE_SX = { fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace", px: 0.5, borderRadius: 0.5, bgcolor: "action.hover" } as const;

/** Inline code and the code of a block: the reader's service URL in place of the placeholder. */
export function ArticleCode({ children, className }: ComponentPropsWithoutRef<"code">) {
  return (
    <Box component="code" className={className} sx={CODE_SX}>
      {withServiceUrl(children)}
    </Box>
  );
}

/** <ServiceUrl /> in an article's prose. */
export function ServiceUrl() {
  return <ArticleCode>{SERVICE_URL_PLACEHOLDER}</ArticleCode>;
}

export const helpMdxComponents: MDXComponents = {
  h2: ({ children }) => (
    <Typography variant="h5" component="h2" sx={{ mt: 4, mb: 1.5 }}>
      {children}
    </Typography>
  ),
  h3: ({ children }) => (
    <Typography variant="h6" component="h3" sx={{ mt: 3, mb: 1 }}>
      {children}
    </Typography>
  ),
  p: ({ children }) => (
    <Typography variant="body1" component="p" sx={{ mb: 2, lineHeight: 1.7 }}>
      {children}
    </Typography>
  ),
  ul: ({ children }) => <Box component="ul" sx={{ pl: 3, mt: 0, mb: 2, lineHeight: 1.7 }}>{children}</Box>,
  ol: ({ children }) => <Box component="ol" sx={{ pl: 3, mt: 0, mb: 2, lineHeight: 1.7 }}>{children}</Box>,
  li: ({ children }) => <Box component="li" sx={{ mb: 0.5 }}>{children}</Box>,
  a: ArticleLink,
  blockquote: ({ children }) => (
    <Box component="aside" sx={{ my: 2, px: 2, py: 1, borderLeft: 4, borderColor: "primary.main", bgcolor: "action.hover", "& p": { mb: 0 } }}>
      {children}
    </Box>
  ),
  // tabIndex: a code block that scrolls sideways must be reachable by keyboard.
  pre: ({ children }) => (
    <Box
      component="pre"
      tabIndex={0}
      sx={{ my: 2, p: 2, overflowX: "auto", borderRadius: 1, bgcolor: "action.hover", fontSize: "0.875rem", "& code": { p: 0, bgcolor: "transparent" } }}
    >
      {children}
    </Box>
  ),
  code: ArticleCode,
  ServiceUrl,
};
