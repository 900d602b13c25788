// Where a help page sits: Help Center › category › subcategory › this page.
import { Link } from "gatsby";
import Breadcrumbs from "@mui/material/Breadcrumbs";
import MuiLink from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import type { ContentCrumb } from "../content-types";
import { HELP_CENTER_PATH } from "../content-paths";

export interface HelpBreadcrumbsProps {
  /** The pages above this one, below the help centre itself. */
  trail: readonly ContentCrumb[];
  current: string;
}

export function HelpBreadcrumbs({ trail, current }: HelpBreadcrumbsProps) {
  const links = [{ title: "Help Center", path: HELP_CENTER_PATH }, ...trail];
  return (
    <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 2 }}>
      {links.map((crumb) => (
        <MuiLink key={crumb.path} component={Link} to={crumb.path} underline="hover" color="inherit">
          {crumb.title}
        </MuiLink>
      ))}
      <Typography aria-current="page" sx={{ color: "text.primary" }}>
        {current}
      </Typography>
    </Breadcrumbs>
  );
}
