// A collection's page (/ai-hub/datasets/<name>): its info (with each vector's
// point count), its shard keys under custom sharding, payload indexes and
// points, with searching it and deleting it.
import { useState } from "react";
import { Link, navigate } from "gatsby";
import toast from "react-hot-toast";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import { useCollectionQuery, useDeleteCollectionMutation } from "../../../api-client/collections-queries";
import { queryView } from "../../../api-client/query-view";
import { vectorNamesOf } from "../../../collections/collection-summary";
import { pointVectorNamesOf } from "../../../collections/sparse-vectors";
import { ConfirmDeletionDialog } from "../../../components/confirm-deletion-dialog";
import { ServiceErrorAlert } from "../../../components/service-error-alert";
import { Icon } from "../../../icons/icon";
import { searchPagePath } from "../../../links/search-links";
import { areaRoute } from "../../../links/area-route";
import { PointsBrowser } from "../points-browser/points-browser";
import { CollectionOverview } from "./collection-overview";
import { PageSection } from "../../../components/page-section";
import { PayloadIndexes } from "./payload-indexes";
import { ShardKeys } from "./shard-keys";

export function CollectionPage({ projectId, name }: { projectId: string; name: string }) {
  const query = useCollectionQuery(projectId, name);
  const state = queryView(query);
  const deleteCollection = useDeleteCollectionMutation(projectId);
  const [isDeleting, setIsDeleting] = useState(false);

  return (
    <Box sx={{ display: "grid", gap: 3 }}>
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
        <Button component={Link} to={areaRoute("datasets")} startIcon={<Icon icon="tabler:arrow-left" fontSize="1.125rem" />}>
          All collections
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button component={Link} to={searchPagePath({ collection: name })} variant="outlined" startIcon={<Icon icon="tabler:search" fontSize="1.125rem" />}>
          Search
        </Button>
        <Button color="error" variant="outlined" onClick={() => setIsDeleting(true)} startIcon={<Icon icon="tabler:trash" fontSize="1.125rem" />}>
          Delete collection
        </Button>
      </Box>
      {state.status === "loading" ? <LinearProgress aria-label="Loading the collection" /> : null}
      {state.status === "failed" ? (
        <ServiceErrorAlert title={`The collection ${name} could not be loaded`} message={state.error.message} onRetry={() => void query.refetch()} />
      ) : null}
      {state.status === "ready" ? (
        <>
          <CollectionOverview projectId={projectId} collection={name} info={state.data} />
          {state.data.config.params.sharding_method === "custom" ? <ShardKeys projectId={projectId} collection={name} /> : null}
          <PayloadIndexes projectId={projectId} collection={name} schema={state.data.payload_schema} />
          <PageSection title="Points">
            <PointsBrowser projectId={projectId} collection={name} vectorNames={pointVectorNamesOf(state.data, vectorNamesOf(state.data))} />
          </PageSection>
        </>
      ) : null}
      <ConfirmDeletionDialog
        open={isDeleting}
        title="Delete collection"
        description={`The collection ${name} and every point in it will be deleted. This cannot be undone.`}
        confirmLabel="Delete collection"
        typedConfirmation={name}
        onConfirm={async () => {
          await deleteCollection.mutateAsync(name);
          toast.success(`Collection ${name} deleted`);
          void navigate(areaRoute("datasets"));
        }}
        onClose={() => setIsDeleting(false)}
      />
    </Box>
  );
}
