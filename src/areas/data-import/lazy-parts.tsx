// The parts of Data Import that are not needed to start come in one chunk of
// their own (one, since every chunk costs every page an entry in webpack's
// runtime): the preview, mapping and run steps, loaded while a file uploads;
// an import's own page; the confirmation dialog, when first asked. Deleting
// an upload asks with the console's shared dialog, in its shared chunk.
import LinearProgress from "@mui/material/LinearProgress";
import { lazyPart } from "../../components/lazy-part";
import type { ImportFlowProps } from "./import-flow";
import { ImportSteps } from "./import-steps";

function ImportFlowPlaceholder({ uploadSection }: ImportFlowProps) {
  return (
    <>
      <ImportSteps active={1} />
      {uploadSection}
      <LinearProgress aria-label="Loading the preview" />
    </>
  );
}

export const ImportFlow = lazyPart(() => import(/* webpackChunkName: "data-import-steps" */ "./import-flow").then((flow) => flow.ImportFlow), ImportFlowPlaceholder);

export const ImportDetail = lazyPart(
  () => import(/* webpackChunkName: "data-import-steps" */ "./history/import-detail").then((detail) => detail.ImportDetail),
  () => <LinearProgress aria-label="Loading the import" />,
);

export const ConfirmStopDialog = lazyPart(() => import(/* webpackChunkName: "data-import-steps" */ "./confirm-stop-dialog").then((dialog) => dialog.ConfirmStopDialog));

export const ConfirmDeletionDialog = lazyPart(() =>
  import(/* webpackChunkName: "confirm-deletion" */ "../../components/confirm-deletion-dialog").then((dialog) => dialog.ConfirmDeletionDialog),
);
