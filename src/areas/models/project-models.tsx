// One project's models (loading, failed, or the table with the project's
// external models or a word on adding one, and which sizes the built-in ones make), and for owners and admins adding,
// editing, testing and deleting external models.
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import toast from "react-hot-toast";
import type { ModelSummary } from "../../../contract/models";
import { toApiError } from "../../api-client/api-error";
import { useDeleteExternalModelMutation, useModelsQuery, useTestExternalModelMutation } from "../../api-client/models-queries";
import { queryView } from "../../api-client/query-view";
import { lazyPart } from "../../components/lazy-part";
import { ServiceErrorAlert } from "../../components/service-error-alert";
import { useHasBeenTrue } from "../../components/use-has-been-true";
import { Icon } from "../../icons/icon";
import { BuiltInSizesNote } from "./built-in-sizes-note";
import { ExternalModelsEmpty } from "./external-models-empty";
import { ModelTable } from "./model-table";
import { useModelDialogs } from "./use-model-dialogs";

// Both dialogs load with their own chunks when first opened: the page's first load is the table.
const ExternalModelDialog = lazyPart(() => import(/* webpackChunkName: "external-model-dialog" */ "./external-model-dialog").then((dialog) => dialog.ExternalModelDialog));
const ConfirmDeletionDialog = lazyPart(() =>
  import(/* webpackChunkName: "confirm-deletion" */ "../../components/confirm-deletion-dialog").then((dialog) => dialog.ConfirmDeletionDialog),
);

function deletionWarning(model: ModelSummary | null): string {
  const name = model?.name ?? "this model";
  const filled = model !== null && model.usedBy.length > 0 ? ` The collections it filled (${model.usedBy.join(", ")}) keep their vectors.` : "";
  return `Imports and searches that name ${name} will be refused from now on, and its API key is forgotten.${filled}`;
}

export function ProjectModels({ projectId }: { projectId: string }) {
  const query = useModelsQuery(projectId);
  const view = queryView(query);
  const dialogs = useModelDialogs();
  const hasOpenedEditor = useHasBeenTrue(dialogs.editor.isOpen);
  const hasOpenedDeletion = useHasBeenTrue(dialogs.deletion.isOpen);
  const testModel = useTestExternalModelMutation(projectId);
  const deleteModel = useDeleteExternalModelMutation(projectId);

  const test = (model: ModelSummary) =>
    testModel.mutate(model.name, {
      onSuccess: ({ dimension, latencyMs }) => toast.success(`${model.name} answered a ${dimension}-dimensional vector in ${latencyMs} ms`),
      onError: (error) => toast.error(`${model.name} failed its test: ${toApiError(error).message}`),
    });

  if (view.status === "loading") return <LinearProgress aria-label="Loading the models" />;
  if (view.status === "failed") return <ServiceErrorAlert title="The models could not be loaded" message={view.error.message} onRetry={() => void query.refetch()} />;

  const { models, canManage } = view.data;
  const hasExternal = models.some((model) => model.external !== null);
  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      {canManage && hasExternal ? (
        <Box sx={{ display: "flex", justifyContent: "flex-end" }}>
          <Button variant="contained" startIcon={<Icon icon="tabler:plus" fontSize="1.125rem" />} onClick={() => dialogs.openEditor(null)}>
            Add external model
          </Button>
        </Box>
      ) : null}
      <BuiltInSizesNote models={models} />
      {models.length > 0 ? (
        <ModelTable
          models={models}
          canManage={canManage}
          testing={testModel.isPending ? (testModel.variables ?? null) : null}
          onTest={test}
          onEdit={(model) => dialogs.openEditor(model)}
          onDelete={dialogs.openDeletion}
        />
      ) : null}
      {hasExternal ? null : <ExternalModelsEmpty canManage={canManage} onAdd={() => dialogs.openEditor(null)} />}
      {hasOpenedEditor ? (
        <ExternalModelDialog key={dialogs.editor.session} projectId={projectId} open={dialogs.editor.isOpen} editing={dialogs.editor.editing} onClose={dialogs.closeEditor} />
      ) : null}
      {hasOpenedDeletion ? (
        <ConfirmDeletionDialog
          open={dialogs.deletion.isOpen}
          title="Delete external model"
          description={deletionWarning(dialogs.deletion.model)}
          confirmLabel="Delete model"
          onConfirm={async () => {
            const model = dialogs.deletion.model;
            if (model === null) return;
            await deleteModel.mutateAsync(model.name);
            toast.success(`Model ${model.name} deleted`);
          }}
          onClose={dialogs.closeDeletion}
        />
      ) : null}
    </Box>
  );
}
