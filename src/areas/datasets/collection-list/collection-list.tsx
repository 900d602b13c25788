// Datasets' list: the current project's collections (loading, empty, failed
// with a retry, or the table), with creating and deleting for the roles that
// may write collections (the others see why: "Viewers cannot create collections").
import { useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import toast from "react-hot-toast";
import { useDeleteCollectionMutation } from "../../../api-client/collections-queries";
import { queryView } from "../../../api-client/query-view";
import { useCollectionSummaries } from "../../../collections/use-collection-summaries";
import { AllowedAction } from "../../../components/allowed-action";
import { EmptyState } from "../../../components/empty-state";
import { lazyPart } from "../../../components/lazy-part";
import { ServiceErrorAlert } from "../../../components/service-error-alert";
import { useMemberRights } from "../../../components/use-member-rights";
import { useHasBeenTrue } from "../../../components/use-has-been-true";
import { Icon } from "../../../icons/icon";
import { CollectionListSkeleton } from "./collection-list-skeleton";
import { CollectionTable } from "./collection-table";

// Both dialogs load with their own chunks when first opened: the list's first load is the table.
const CreateCollectionDialog = lazyPart(() =>
  import(/* webpackChunkName: "create-collection" */ "../create-collection/create-collection-dialog").then((dialog) => dialog.CreateCollectionDialog),
);
const ConfirmDeletionDialog = lazyPart(() =>
  import(/* webpackChunkName: "confirm-deletion" */ "../../../components/confirm-deletion-dialog").then((dialog) => dialog.ConfirmDeletionDialog),
);

export function CollectionList({ projectId }: { projectId: string }) {
  const query = useCollectionSummaries(projectId);
  const state = queryView(query);
  const deleteCollection = useDeleteCollectionMutation(projectId);
  const [isCreating, setIsCreating] = useState(false);
  // The name stays while the dialog closes, so its text does not change as it fades.
  const [deletion, setDeletion] = useState<{ name: string; isOpen: boolean }>({ name: "", isOpen: false });
  const hasCreated = useHasBeenTrue(isCreating);
  const hasDeleted = useHasBeenTrue(deletion.isOpen);
  const rights = useMemberRights(projectId);

  const createButton = (
    <AllowedAction reason={rights.reason(["collection", "write"], "create")}>
      <Button variant="contained" startIcon={<Icon icon="tabler:plus" fontSize="1.125rem" />} onClick={() => setIsCreating(true)}>
        Create collection
      </Button>
    </AllowedAction>
  );

  let content;
  if (state.status === "loading") content = <CollectionListSkeleton />;
  else if (state.status === "failed") content = <ServiceErrorAlert title="The collections could not be loaded" message={state.error.message} onRetry={() => void query.refetch()} />;
  else if (state.data.length === 0) {
    content = (
      <EmptyState
        icon="tabler:database"
        title="No collections yet"
        description="A collection holds vectors of one size with their payloads. Create one here, then add points through the API with a key."
        action={createButton}
      />
    );
  } else content = <CollectionTable collections={state.data} onDelete={rights.can(["collection", "write"]) ? (name) => setDeletion({ name, isOpen: true }) : undefined} />;

  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      {state.status === "ready" && state.data.length > 0 ? <Box sx={{ display: "flex", justifyContent: "flex-end" }}>{createButton}</Box> : null}
      {content}
      {hasCreated ? (
        <CreateCollectionDialog projectId={projectId} open={isCreating} onClose={() => setIsCreating(false)} onCreated={() => setIsCreating(false)} />
      ) : null}
      {hasDeleted ? (
        <ConfirmDeletionDialog
          open={deletion.isOpen}
          title="Delete collection"
          description={`The collection ${deletion.name} and every point in it will be deleted. This cannot be undone.`}
          confirmLabel="Delete collection"
          typedConfirmation={deletion.name}
          onConfirm={async () => {
            await deleteCollection.mutateAsync(deletion.name);
            toast.success(`Collection ${deletion.name} deleted`);
          }}
          onClose={() => setDeletion((current) => ({ ...current, isOpen: false }))}
        />
      ) : null}
    </Box>
  );
}
