// What a page that searches the project's collections shows while there is
// none: why there is nothing to search, and the way to Datasets to create one.
import { Link } from "gatsby";
import Button from "@mui/material/Button";
import { areaRoute } from "../links/area-route";
import { EmptyState } from "./empty-state";

export function NoCollectionToSearch({ title, description }: { title: string; description: string }) {
  return (
    <EmptyState
      icon="tabler:search"
      title={title}
      description={description}
      action={
        <Button component={Link} to={areaRoute("datasets")} variant="outlined">
          Go to Datasets
        </Button>
      }
    />
  );
}
