// The new import's state once a file is uploaded: the format it is read as
// (detected, or the user's choice), the target, and the mapping. The preview
// is asked for the upload, the format and, when an existing collection is
// the target, that collection, so that its proposal maps onto the
// collection's vectors; each new preview replaces the mapping with its proposal.
import { useCallback, useState } from "react";
import type { ImportFormat, ImportPreview, PreviewColumn, PreviewImportBody } from "../../../../contract/imports";
import { useImportPreviewQuery } from "../../../api-client/imports-queries";
import type { UploadedFile } from "../upload/use-file-upload";
import { EMPTY_TARGET, mappingDraftOf, type MappingDraft, type TargetDraft } from "./import-draft";

export interface ImportDraft {
  uploaded: UploadedFile;
  /** The format chosen over the detected one, or null. */
  format: ImportFormat | null;
  setFormat: (format: ImportFormat | null) => void;
  target: TargetDraft;
  changeTarget: (change: Partial<TargetDraft>) => void;
  preview: ReturnType<typeof useImportPreviewQuery>;
  /** The columns of the preview the mapping was proposed from. */
  columns: readonly PreviewColumn[];
  /** Null until the first preview has come. */
  mapping: MappingDraft | null;
  changeMapping: (change: (mapping: MappingDraft) => MappingDraft) => void;
}

export function previewRequestOf(uploaded: UploadedFile, format: ImportFormat | null, target: TargetDraft): PreviewImportBody {
  return {
    uploadId: uploaded.uploadId,
    ...(format === null ? {} : { format }),
    ...(target.kind === "existing" && target.existing !== null ? { collection: target.existing } : {}),
  };
}

export function useImportDraft(projectId: string, uploaded: UploadedFile): ImportDraft {
  const [format, setFormat] = useState<ImportFormat | null>(null);
  const [target, setTarget] = useState<TargetDraft>(EMPTY_TARGET);
  const [edited, setEdited] = useState<{ from: ImportPreview; mapping: MappingDraft } | null>(null);
  const preview = useImportPreviewQuery(projectId, previewRequestOf(uploaded, format, target));

  // A preview that has just come replaces the mapping with its proposal, and names the new collection after the file.
  const latest = preview.data;
  if (latest !== undefined && edited?.from !== latest) {
    setEdited({ from: latest, mapping: mappingDraftOf(latest) });
    const proposed = latest.proposal.target;
    if (target.name === "" && proposed.create !== undefined) setTarget({ ...target, name: proposed.collection, distance: proposed.create.distance });
  }

  const changeTarget = useCallback((change: Partial<TargetDraft>) => setTarget((current) => ({ ...current, ...change })), []);
  const changeMapping = useCallback(
    (change: (mapping: MappingDraft) => MappingDraft) => setEdited((current) => (current === null ? current : { ...current, mapping: change(current.mapping) })),
    [],
  );

  return { uploaded, format, setFormat, target, changeTarget, preview, columns: edited?.from.columns ?? [], mapping: edited?.mapping ?? null, changeMapping };
}
