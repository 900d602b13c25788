// A new import once its file is uploaded: the preview, the target and the
// mapping, and the run. The form's own problems show at their fields after
// the first try; the service's refusals show as it words them (one about the
// mapping's vectors beside them, until the mapping is edited).
import { useState, type ReactNode } from "react";
import LinearProgress from "@mui/material/LinearProgress";
import { FlowSection } from "./flow-section";
import { ImportSteps } from "./import-steps";
import { hasDraftErrors, NO_ERRORS, toCreateImportBody, validateDraft, type MappingDraft } from "./mapping/import-draft";
import { ImportTargetFields } from "./mapping/import-target-fields";
import { MappingEditor } from "./mapping/mapping-editor";
import { useImportDraft } from "./mapping/use-import-draft";
import { ImportPreviewStep } from "./preview/import-preview";
import { ImportRunStep } from "./run/import-run-step";
import { useImportRun } from "./run/use-import-run";
import type { UploadedFile } from "./upload/use-file-upload";

export interface ImportFlowProps {
  projectId: string;
  uploaded: UploadedFile;
  /** The upload step, done: shown first. */
  uploadSection: ReactNode;
}

export function ImportFlow({ projectId, uploaded, uploadSection }: ImportFlowProps) {
  const draft = useImportDraft(projectId, uploaded);
  const run = useImportRun(projectId);
  const [isChecked, setIsChecked] = useState(false);
  /** The mapping as it was when last sent: the service's refusal of its vectors shows beside them until it is edited. */
  const [sentMapping, setSentMapping] = useState<MappingDraft | null>(null);
  const { mapping, preview } = draft;
  const errors = mapping === null ? NO_ERRORS : validateDraft(draft.target, mapping);
  const hasErrors = hasDraftErrors(errors);
  const isProposing = preview.isFetching && preview.isPlaceholderData;
  const active = run.runId !== null ? 3 : mapping !== null ? 2 : 1;
  const vectorsRefusal = run.failure?.isAboutVectors === true && mapping === sentMapping ? run.failure.message : undefined;
  const runFailure = run.failure === null || run.failure.isAboutVectors ? null : run.failure.message;

  const start = (dryRun: boolean) => {
    setIsChecked(true);
    if (mapping === null || hasErrors) return;
    setSentMapping(mapping);
    void run.start(toCreateImportBody(uploaded.uploadId, draft.format, draft.target, mapping, dryRun));
  };

  return (
    <>
      <ImportSteps active={active} />
      {uploadSection}
      <FlowSection title="Preview">
        <ImportPreviewStep draft={draft} />
      </FlowSection>
      {mapping !== null ? (
        <FlowSection title="Target and mapping">
          <ImportTargetFields projectId={projectId} target={draft.target} error={isChecked ? errors.target : undefined} onChange={draft.changeTarget} />
          {isProposing ? <LinearProgress aria-label="Proposing a mapping for the collection" /> : null}
          <MappingEditor
            projectId={projectId}
            columns={draft.columns}
            mapping={mapping}
            errors={isChecked ? errors : NO_ERRORS}
            vectorsRefusal={vectorsRefusal}
            onChange={draft.changeMapping}
          />
        </FlowSection>
      ) : null}
      {mapping !== null ? (
        <FlowSection title="Run">
          <ImportRunStep
            projectId={projectId}
            run={run}
            isReady={!isProposing}
            hasFormErrors={isChecked && hasErrors}
            failure={vectorsRefusal !== undefined ? "Nothing was started: the mapping's vectors need attention (see Vectors above)." : runFailure}
            onStart={start}
          />
        </FlowSection>
      ) : null}
    </>
  );
}
