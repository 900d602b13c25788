// The notebooks' cell editor, loaded in a chunk of its own (notebook-cell.tsx
// imports this folder lazily): nothing outside it imports CodeMirror.
export { CellEditor, type CellEditorProps } from "./cell-editor";
export type { CompletionData, OpenApiDocument } from "./request-completion";
