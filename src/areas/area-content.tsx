// The frame every area page shares: its header, then its content, or a short
// not-found notice for a path below the area that the area does not have
// (rather than a blank page, since the area's route answers for all of them).
import type { ReactNode } from "react";
import { Link } from "gatsby";
import Button from "@mui/material/Button";
import type { AreaId } from "../console-routes";
import { EmptyState } from "../components/empty-state";
import { PageHeader } from "../components/page-header";
import { areaRoute } from "../links/area-route";
import { useAreaSubPath } from "./area-path";

/** What Gatsby passes an area page that the page uses. */
export interface AreaPageProps {
  location: { pathname: string; search?: string };
}

export interface AreaContentProps {
  area: AreaId;
  title: string;
  description: string;
  pathname: string;
  /** Paths below the area that it serves ("" is the area itself). */
  subPaths?: readonly string[];
  action?: ReactNode;
  children: ReactNode;
}

export function AreaContent({ area, title, description, pathname, subPaths = [""], action, children }: AreaContentProps) {
  const subPath = useAreaSubPath(area, pathname);
  return (
    <>
      <PageHeader title={title} description={description} action={action} />
      {subPaths.includes(subPath) ? (
        children
      ) : (
        <EmptyState
          icon="tabler:map-search"
          title={`Not found in ${title}`}
          description={`${title} has no page at ${areaRoute(area)}${subPath}.`}
          action={
            <Button component={Link} to={areaRoute(area)} variant="outlined">
              Back to {title}
            </Button>
          }
        />
      )}
    </>
  );
}
