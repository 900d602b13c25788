// A notebook as the user edits it, saved by itself: a change is sent a second
// after the typing stops (at once for a rename or a sharing change), one save
// at a time, each naming the version it was made on. A save the service
// refuses with 409 (changed elsewhere meanwhile) stops saving and says so: the
// user reloads, or keeps theirs as a copy; nothing is overwritten either way.
// While a change is unsaved, leaving the page asks first.
import { useCallback, useEffect, useRef, useState } from "react";
import type { Notebook, NotebookCell, NotebookSharing, UpdateNotebookBody } from "../../../contract/notebooks";
import { toApiError } from "../../api-client/api-error";
import { updateNotebook } from "../../api-client/notebooks";

/** How long after the last keystroke a change is saved. */
export const AUTOSAVE_DELAY_MS = 1_000;

export type SaveState =
  | { kind: "saved"; at: string }
  | { kind: "unsaved" }
  | { kind: "saving" }
  | { kind: "conflict"; message: string }
  | { kind: "failed"; message: string };

export interface NotebookDraft {
  cells: readonly NotebookCell[];
  saveState: SaveState;
  /** Replaces the cells (an edit, a cell added, moved or removed); saved after the delay. */
  setCells: (update: (cells: readonly NotebookCell[]) => readonly NotebookCell[]) => void;
  /** A rename or sharing change, saved at once with any unsaved cells (the saved notebook, with its name and sharing, reaches onSaved); rejects with the service's words. */
  saveSettings: (change: { name?: string; sharing?: NotebookSharing }) => Promise<void>;
  /** Tries an unsaved change again (after a failure). */
  retry: () => void;
  /** Saves what is unsaved now (not after the delay) and resolves when no save is pending. */
  saveNow: () => Promise<void>;
}

export function useNotebookDraft(projectId: string, notebook: Notebook, onSaved: (notebook: Notebook) => void): NotebookDraft {
  const [cells, setCellsState] = useState<readonly NotebookCell[]>(notebook.cells);
  const [saveState, setSaveState] = useState<SaveState>({ kind: "saved", at: notebook.updatedAt });
  const version = useRef(notebook.version);
  const latestCells = useRef(cells);
  const savedCells = useRef(cells);
  const inFlight = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const stopped = useRef(false);
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;

  const send = useCallback(
    async (change: Omit<UpdateNotebookBody, "version">): Promise<void> => {
      const cellsSent = latestCells.current;
      const body: UpdateNotebookBody = { version: version.current, ...change, ...(cellsSent !== savedCells.current ? { cells: [...cellsSent] } : {}) };
      setSaveState({ kind: "saving" });
      try {
        const saved = await updateNotebook(projectId, notebook.id, body);
        version.current = saved.version;
        savedCells.current = cellsSent;
        onSavedRef.current(saved);
        setSaveState(latestCells.current === cellsSent ? { kind: "saved", at: saved.updatedAt } : { kind: "unsaved" });
      } catch (error) {
        const apiError = toApiError(error);
        if (apiError.status === 409) {
          stopped.current = true;
          setSaveState({ kind: "conflict", message: apiError.message });
        } else setSaveState({ kind: "failed", message: apiError.message });
        throw apiError;
      }
    },
    [projectId, notebook.id],
  );

  /** Saves the cells if they changed, after any save in flight; a later change schedules another. */
  const flush = useCallback(async (): Promise<void> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    while (inFlight.current) await inFlight.current.catch(() => undefined);
    if (stopped.current || latestCells.current === savedCells.current) return;
    const saving = send({}).finally(() => {
      inFlight.current = null;
    });
    inFlight.current = saving;
    await saving.catch(() => undefined);
    if (!stopped.current && latestCells.current !== savedCells.current && timer.current === null) timer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
  }, [send]);

  const setCells = useCallback(
    (update: (cells: readonly NotebookCell[]) => readonly NotebookCell[]) => {
      const next = update(latestCells.current);
      if (next === latestCells.current) return;
      latestCells.current = next;
      setCellsState(next);
      if (stopped.current) return;
      setSaveState({ kind: "unsaved" });
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    },
    [flush],
  );

  const saveSettings = useCallback(
    async (change: { name?: string; sharing?: NotebookSharing }) => {
      if (stopped.current) throw new Error("This notebook was changed elsewhere: reload it first");
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      while (inFlight.current) await inFlight.current.catch(() => undefined);
      const saving = send(change).finally(() => {
        inFlight.current = null;
      });
      inFlight.current = saving;
      await saving;
    },
    [send],
  );

  // Leaving with a change unsaved asks first; leaving the page (not the browser) sends what is pending.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (latestCells.current !== savedCells.current) event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => {
      window.removeEventListener("beforeunload", warn);
      if (timer.current) void flush();
    };
  }, [flush]);

  return { cells, saveState, setCells, saveSettings, retry: () => void flush(), saveNow: flush };
}
