// Which dialog of the Models page is open, and for which model: adding or
// editing an external model (a new form each time it opens), and deleting one.
// The model stays while a dialog closes, so that its text does not change as it fades.
import { useState } from "react";
import type { ModelSummary } from "../../../contract/models";

interface EditorState {
  isOpen: boolean;
  /** Null: adding a model. */
  editing: ModelSummary | null;
  /** Counts openings: the form starts afresh at each. */
  session: number;
}

export function useModelDialogs() {
  const [editor, setEditor] = useState<EditorState>({ isOpen: false, editing: null, session: 0 });
  const [deletion, setDeletion] = useState<{ model: ModelSummary | null; isOpen: boolean }>({ model: null, isOpen: false });
  return {
    editor,
    openEditor: (editing: ModelSummary | null) => setEditor((current) => ({ isOpen: true, editing, session: current.session + 1 })),
    closeEditor: () => setEditor((current) => ({ ...current, isOpen: false })),
    deletion,
    openDeletion: (model: ModelSummary) => setDeletion({ model, isOpen: true }),
    closeDeletion: () => setDeletion((current) => ({ ...current, isOpen: false })),
  };
}
