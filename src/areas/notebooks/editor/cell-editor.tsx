// A notebook cell's editor (CodeMirror 6): a request in the console's syntax,
// with completion from the data plane's OpenAPI document, or Markdown. The
// view is made once per mount; a new `value` from outside (a reload, an
// import) replaces the text only when it differs from what the view holds,
// so the user's own typing, which comes back as `value`, is left alone.
// Shift+Enter and Mod+Enter run the cell; a paste the page recognises (a curl
// command) becomes the whole cell.
import { autocompletion, closeBrackets, closeBracketsKeymap } from "@codemirror/autocomplete";
import { defaultKeymap, history, historyKeymap } from "@codemirror/commands";
import { markdownKeymap, markdownLanguage } from "@codemirror/lang-markdown";
import { bracketMatching, indentOnInput, LanguageSupport } from "@codemirror/language";
import { Annotation, Compartment, EditorState, Prec, Transaction, type Extension } from "@codemirror/state";
import { EditorView, keymap } from "@codemirror/view";
import { useTheme } from "@mui/material/styles";
import { useEffect, useRef } from "react";
import { editorTheme } from "./editor-theme";
import { requestCompletion, type CompletionData } from "./request-completion";
import { requestLanguage } from "./request-language";

export interface CellEditorProps {
  kind: "markdown" | "request";
  value: string;
  onChange: (value: string) => void;
  readOnly?: boolean;
  /** The editable area's accessible name. */
  label: string;
  completion?: () => CompletionData;
  /** Shift+Enter and Mod+Enter. */
  onRun?: () => void;
  /** A string replaces the whole cell with it (a pasted curl command); null pastes as usual. */
  transformPaste?: (text: string) => string | null;
  autoFocus?: boolean;
}

/** Marks the replacement of the text by a new `value`, which is not the user's change. */
const fromOutside = Annotation.define<boolean>();

const NO_COMPLETION: CompletionData = { openApi: null, collections: [], payloadFields: () => [], variables: [] };

function languageOf(kind: CellEditorProps["kind"], completion: () => CompletionData): Extension {
  if (kind === "markdown") return new LanguageSupport(markdownLanguage, [Prec.high(keymap.of(markdownKeymap))]);
  return [requestLanguage(), autocompletion({ override: [requestCompletion(completion)], icons: false })];
}

function editableOf(readOnly: boolean): Extension {
  return [EditorState.readOnly.of(readOnly), EditorView.editable.of(!readOnly)];
}

export function CellEditor({ kind, value, onChange, readOnly = false, label, completion, onRun, transformPaste, autoFocus = false }: CellEditorProps) {
  const theme = useTheme();
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const compartments = useRef({ language: new Compartment(), editable: new Compartment(), theme: new Compartment(), label: new Compartment() });
  // The view's handlers read the latest props through this, so that it is made once.
  const latest = useRef({ onChange, completion, onRun, transformPaste });
  latest.current = { onChange, completion, onRun, transformPaste };

  useEffect(() => {
    const parent = host.current;
    if (parent === null) return undefined;
    const { language, editable, theme: look, label: name } = compartments.current;
    const run = () => {
      const handler = latest.current.onRun;
      if (handler === undefined) return false;
      handler();
      return true;
    };
    const created = new EditorView({
      parent,
      state: EditorState.create({
        doc: value,
        extensions: [
          Prec.highest(keymap.of([{ key: "Shift-Enter", run }, { key: "Mod-Enter", run }])),
          history(),
          closeBrackets(),
          bracketMatching(),
          indentOnInput(),
          keymap.of([...closeBracketsKeymap, ...historyKeymap, ...defaultKeymap]),
          EditorView.lineWrapping,
          language.of(languageOf(kind, () => latest.current.completion?.() ?? NO_COMPLETION)),
          editable.of(editableOf(readOnly)),
          look.of(editorTheme(theme)),
          name.of(EditorView.contentAttributes.of({ "aria-label": label })),
          EditorView.domEventHandlers({
            paste(event, pasted) {
              const text = event.clipboardData?.getData("text/plain");
              const replacement = text === undefined ? null : (latest.current.transformPaste?.(text) ?? null);
              if (replacement === null || pasted.state.readOnly) return false;
              event.preventDefault();
              pasted.dispatch({ changes: { from: 0, to: pasted.state.doc.length, insert: replacement }, selection: { anchor: replacement.length }, userEvent: "input.paste" });
              return true;
            },
          }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged && !update.transactions.some((transaction) => transaction.annotation(fromOutside))) {
              latest.current.onChange(update.state.doc.toString());
            }
          }),
        ],
      }),
    });
    view.current = created;
    if (autoFocus) created.focus();
    return () => {
      created.destroy();
      view.current = null;
    };
    // Made once per mount; the effects below carry later changes of the props into the view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const current = view.current;
    if (current === null || current.state.doc.toString() === value) return;
    // Not the user's edit: Undo does not bring the replaced text back.
    current.dispatch({ changes: { from: 0, to: current.state.doc.length, insert: value }, annotations: [fromOutside.of(true), Transaction.addToHistory.of(false)] });
  }, [value]);

  // What the view was last configured with: only what changed is reconfigured.
  const applied = useRef({ kind, readOnly, theme, label });
  useEffect(() => {
    const current = view.current;
    if (current === null) return;
    const was = applied.current;
    const { language, editable, theme: look, label: name } = compartments.current;
    const effects = [
      ...(was.kind === kind ? [] : [language.reconfigure(languageOf(kind, () => latest.current.completion?.() ?? NO_COMPLETION))]),
      ...(was.readOnly === readOnly ? [] : [editable.reconfigure(editableOf(readOnly))]),
      ...(was.theme === theme ? [] : [look.reconfigure(editorTheme(theme))]),
      ...(was.label === label ? [] : [name.reconfigure(EditorView.contentAttributes.of({ "aria-label": label }))]),
    ];
    applied.current = { kind, readOnly, theme, label };
    if (effects.length > 0) current.dispatch({ effects });
  }, [kind, readOnly, theme, label]);

  return <div ref={host} />;
}
