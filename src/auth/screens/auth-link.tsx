// A link between auth screens, routed by Gatsby and styled by MUI.
import type { ReactNode } from "react";
import { Link as GatsbyLink } from "gatsby";
import Link from "@mui/material/Link";

export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={GatsbyLink} to={to} variant="body2">
      {children}
    </Link>
  );
}
