// A new import, step by step: the file first (uploaded, or an unfinished
// upload resumed), then, per uploaded file, its preview, target, mapping and
// run; below them, the project's uploads, where deleting the file these steps
// read starts over.
import { useEffect, useState } from "react";
import { FlowSection } from "./flow-section";
import { ImportSteps } from "./import-steps";
import { ImportFlow } from "./lazy-parts";
import { ProjectUploads } from "./upload-list/project-uploads";
import { UploadStep } from "./upload/upload-step";
import { useFileUpload, type UploadedFile } from "./upload/use-file-upload";
import { useResumableUploads } from "./upload/use-resumable-uploads";

export function NewImport({ projectId }: { projectId: string }) {
  const [uploaded, setUploaded] = useState<UploadedFile | null>(null);
  const resumable = useResumableUploads(projectId);
  const upload = useFileUpload(projectId, (file) => {
    setUploaded(file);
    resumable.refresh();
  });
  // The next steps load while the file goes up, so that its preview shows as soon as it is there.
  const isUploading = upload.state.status !== "idle";
  useEffect(() => {
    if (isUploading) void ImportFlow.preload();
  }, [isUploading]);
  const startOver = () => {
    upload.reset();
    setUploaded(null);
    resumable.refresh();
  };

  const uploadSection = (
    <FlowSection title="Upload a file">
      <UploadStep upload={upload} resumable={resumable} onStartOver={startOver} />
    </FlowSection>
  );
  const onUploadDeleted = (uploadId: string) => {
    if (uploadId === uploaded?.uploadId) startOver();
  };
  // The steps and the list side by side in one fragment, so that the list stays mounted as the steps change.
  const steps =
    uploaded === null ? (
      <>
        <ImportSteps active={0} />
        {uploadSection}
      </>
    ) : (
      <ImportFlow key={uploaded.uploadId} projectId={projectId} uploaded={uploaded} uploadSection={uploadSection} />
    );
  return (
    <>
      {steps}
      <ProjectUploads projectId={projectId} onDeleted={onUploadDeleted} />
    </>
  );
}
