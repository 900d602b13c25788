// One file on its way to the project's uploads: starting (tus loading, a
// stored upload of the same file looked up), sending with its progress and
// speed, paused, failed with the service's message (resumable), cancelled
// (the upload deleted), or done with the upload's id. The project's uploads
// are asked for again when one finishes, fails (a refusal for the project's
// bounds, 413 or 429, is read beside its list) or is cancelled.
import { useCallback, useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { toApiError } from "../../../api-client/api-error";
import { uploadKeys } from "../../../api-client/query-keys";
import type { RunningUpload, StoredUpload } from "../../../api-client/tus-upload";
import { loadTusUpload } from "../load-tus-upload";
import { createSpeedMeter } from "./upload-speed";

export interface UploadedFile {
  uploadId: string;
  fileName: string;
  size: number;
}

export type FileUploadState =
  | { status: "idle" }
  | {
      status: "starting" | "sending" | "paused" | "failed";
      fileName: string;
      sent: number;
      total: number;
      bytesPerSecond: number | null;
      message: string | null;
      /** The HTTP status of the service's refusal, when it refused. */
      refusedWith: number | null;
    }
  | ({ status: "done" } & UploadedFile);

export interface FileUpload {
  state: FileUploadState;
  /** Sends a file, resuming a stored upload of it when there is one. */
  start: (file: File, resumeFrom?: StoredUpload) => void;
  pause: () => void;
  resume: () => void;
  /** Stops and deletes the upload from the service. */
  cancel: () => Promise<void>;
  /** Back to choosing a file. */
  reset: () => void;
}

const IDLE: FileUploadState = { status: "idle" };

export function useFileUpload(projectId: string, onUploaded: (file: UploadedFile) => void): FileUpload {
  const queryClient = useQueryClient();
  const [state, setState] = useState<FileUploadState>(IDLE);
  const running = useRef<RunningUpload | null>(null);
  const lastFile = useRef<{ file: File; resumeFrom?: StoredUpload } | null>(null);
  const meter = useRef(createSpeedMeter());
  const onUploadedRef = useRef(onUploaded);
  useEffect(() => {
    onUploadedRef.current = onUploaded;
  });
  // Leaving the page pauses the upload: it resumes from the same bytes when the file is chosen again.
  useEffect(() => () => void running.current?.pause(), []);

  const refreshUploads = useCallback(() => void queryClient.invalidateQueries({ queryKey: uploadKeys.list(projectId) }), [queryClient, projectId]);

  const start = useCallback(
    (file: File, resumeFrom?: StoredUpload) => {
      meter.current.reset();
      lastFile.current = { file, resumeFrom };
      setState({ status: "starting", fileName: file.name, sent: 0, total: file.size, bytesPerSecond: null, message: null, refusedWith: null });
      const events = {
        onProgress: (sent: number, total: number) => {
          meter.current.record(sent, Date.now());
          const bytesPerSecond = meter.current.bytesPerSecond();
          setState((current) => (current.status === "starting" || current.status === "sending" ? { ...current, status: "sending", sent, total, bytesPerSecond } : current));
        },
        onSuccess: (uploadId: string) => {
          running.current = null;
          setState({ status: "done", uploadId, fileName: file.name, size: file.size });
          refreshUploads();
          onUploadedRef.current({ uploadId, fileName: file.name, size: file.size });
        },
        onError: (message: string, refusedWith: number | null = null) => {
          setState((current) => (current.status === "idle" || current.status === "done" ? current : { ...current, status: "failed", message, refusedWith, bytesPerSecond: null }));
          refreshUploads();
        },
      };
      loadTusUpload()
        .then((tus) => tus.startUpload(projectId, file, events, resumeFrom))
        .then(
          (upload) => {
            running.current = upload;
          },
          (error: unknown) => events.onError(toApiError(error).message),
        );
    },
    [projectId, refreshUploads],
  );

  const pause = useCallback(() => {
    void running.current?.pause();
    setState((current) => (current.status === "sending" || current.status === "starting" ? { ...current, status: "paused", bytesPerSecond: null } : current));
  }, []);

  const resume = useCallback(() => {
    meter.current.reset();
    if (running.current === null) {
      // tus itself never started (its chunk or the settings did not load): start again.
      if (lastFile.current !== null) start(lastFile.current.file, lastFile.current.resumeFrom);
      return;
    }
    running.current.resume();
    setState((current) => (current.status === "paused" || current.status === "failed" ? { ...current, status: "sending", message: null, refusedWith: null } : current));
  }, [start]);

  const cancel = useCallback(async () => {
    await running.current?.cancel();
    running.current = null;
    setState(IDLE);
    refreshUploads();
  }, [refreshUploads]);

  const reset = useCallback(() => {
    running.current = null;
    lastFile.current = null;
    setState(IDLE);
  }, []);

  return { state, start, pause, resume, cancel, reset };
}
