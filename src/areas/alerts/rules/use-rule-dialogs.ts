// Which of the rules' dialogs is open, and for which rule: creating or
// editing one (a new form each time it opens), deleting one, its history.
// The rule stays while a dialog closes, so that its text does not change as it fades.
import { useState } from "react";
import type { AlertRule } from "../../../../contract/alerts";

interface EditorState {
  isOpen: boolean;
  /** Null: creating a rule. */
  editing: AlertRule | null;
  /** Counts openings: the form starts afresh at each. */
  session: number;
}

export function useRuleDialogs(linkedRuleId: string | null) {
  const [editor, setEditor] = useState<EditorState>({ isOpen: false, editing: null, session: 0 });
  const [deletion, setDeletion] = useState<{ rule: AlertRule | null; isOpen: boolean }>({ rule: null, isOpen: false });
  const [history, setHistory] = useState<{ ruleId: string | null; isOpen: boolean }>({ ruleId: linkedRuleId, isOpen: linkedRuleId !== null });
  // A link read after hydration, or followed while the page is open (the bell), opens its rule's history.
  const [shownLink, setShownLink] = useState(linkedRuleId);
  if (linkedRuleId !== shownLink) {
    setShownLink(linkedRuleId);
    if (linkedRuleId !== null) setHistory({ ruleId: linkedRuleId, isOpen: true });
  }
  return {
    editor,
    openEditor: (editing: AlertRule | null) => setEditor((current) => ({ isOpen: true, editing, session: current.session + 1 })),
    closeEditor: () => setEditor((current) => ({ ...current, isOpen: false })),
    deletion,
    openDeletion: (rule: AlertRule) => setDeletion({ rule, isOpen: true }),
    closeDeletion: () => setDeletion((current) => ({ ...current, isOpen: false })),
    history,
    openHistory: (rule: AlertRule) => setHistory({ ruleId: rule.id, isOpen: true }),
    closeHistory: () => setHistory((current) => ({ ...current, isOpen: false })),
  };
}
