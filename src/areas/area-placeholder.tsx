// An area that has no service behind it yet: its header, then what it will
// hold (never sample data), with links to what already works meanwhile.
import { Link } from "gatsby";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import type { AreaId } from "../console-routes";
import { EmptyState, type EmptyStateProps } from "../components/empty-state";
import { AreaContent } from "./area-content";

export interface AreaLink {
  label: string;
  to: string;
}

export interface AreaPlaceholderProps {
  area: AreaId;
  pathname: string;
  title: string;
  /** What the area is for, under its title. */
  description: string;
  icon: EmptyStateProps["icon"];
  /** The empty state's heading ("No metrics yet"). */
  emptyTitle: string;
  /** What the area will list or show once its service exists. */
  willHold: string;
  links?: readonly AreaLink[];
}

function AreaLinks({ links }: { links: readonly AreaLink[] }) {
  return (
    <Box component="ul" sx={{ display: "flex", flexWrap: "wrap", justifyContent: "center", gap: 1, listStyle: "none", m: 0, p: 0 }}>
      {links.map((link, index) => (
        <li key={link.to}>
          <Button component={Link} to={link.to} variant={index === 0 ? "contained" : "outlined"}>
            {link.label}
          </Button>
        </li>
      ))}
    </Box>
  );
}

export function AreaPlaceholder({ area, pathname, title, description, icon, emptyTitle, willHold, links = [] }: AreaPlaceholderProps) {
  return (
    <AreaContent area={area} title={title} description={description} pathname={pathname}>
      <EmptyState icon={icon} title={emptyTitle} description={willHold} action={links.length > 0 ? <AreaLinks links={links} /> : undefined} />
    </AreaContent>
  );
}
