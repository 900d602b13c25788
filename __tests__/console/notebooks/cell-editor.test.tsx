// The cell editor in the console's theme: it shows the cell's text, reports
// the user's changes, takes a new text from outside without reporting it,
// follows read-only, names its editable area, and runs the cell on Mod+Enter
// and Shift+Enter.
import { currentCompletions, startCompletion } from "@codemirror/autocomplete";
import { EditorView } from "@codemirror/view";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { CellEditor, type CellEditorProps } from "../../../src/areas/notebooks/editor";
import { StateRoot } from "../../../src/state/state-root";
import { ThemeRoot } from "../../../src/theme/theme-root";

const CELL = 'POST collections/docs/points/query\n{\n  "limit": 3\n}';

function Themed({ children }: { children: ReactNode }) {
  return (
    <StateRoot>
      <ThemeRoot>{children}</ThemeRoot>
    </StateRoot>
  );
}

function renderEditor(props: Partial<CellEditorProps> = {}) {
  const onChange = jest.fn<void, [string]>();
  const all: CellEditorProps = { kind: "request", value: CELL, onChange, label: "Cell 1, request", ...props };
  const rendered = render(<CellEditor {...all} />, { wrapper: Themed });
  const area = screen.getByRole("textbox", { name: all.label });
  const view = EditorView.findFromDOM(area);
  if (view === null) throw new Error("No editor view");
  return { ...rendered, all, area, view, onChange, rerender: (next: Partial<CellEditorProps>) => rendered.rerender(<CellEditor {...all} {...next} />) };
}

it("shows the cell's text in an editable area named by its label", () => {
  const { area, view } = renderEditor();
  expect(area).toHaveAttribute("aria-label", "Cell 1, request");
  expect(area).toHaveAttribute("contenteditable", "true");
  expect([...area.querySelectorAll(".cm-line")].map((line) => line.textContent)).toEqual(CELL.split("\n"));
  expect(view.state.doc.toString()).toBe(CELL);
});

it("reports the user's changes", () => {
  const { view, onChange } = renderEditor();
  act(() => view.dispatch({ changes: { from: view.state.doc.length - 2, insert: ',\n  "offset": 1' }, userEvent: "input.type" }));
  expect(onChange).toHaveBeenLastCalledWith('POST collections/docs/points/query\n{\n  "limit": 3,\n  "offset": 1\n}');
});

it("takes a new value from outside without reporting it, and leaves the text alone when the value is what it holds", () => {
  const { view, onChange, rerender } = renderEditor();
  rerender({ value: "GET collections" });
  expect(view.state.doc.toString()).toBe("GET collections");
  expect(onChange).not.toHaveBeenCalled();

  act(() => view.dispatch({ changes: { from: view.state.doc.length, insert: "/docs" }, selection: { anchor: 20 } }));
  expect(onChange).toHaveBeenLastCalledWith("GET collections/docs");
  rerender({ value: "GET collections/docs" });
  expect(view.state.selection.main.head).toBe(20);
});

it("is not editable when read only, and editable again after", () => {
  const { area, rerender } = renderEditor({ readOnly: true });
  expect(area).toHaveAttribute("contenteditable", "false");
  rerender({ readOnly: false });
  expect(area).toHaveAttribute("contenteditable", "true");
});

it("runs the cell on Mod+Enter and Shift+Enter without changing its text", () => {
  const onRun = jest.fn();
  const { area, view, onChange } = renderEditor({ onRun });
  fireEvent.keyDown(area, { key: "Enter", code: "Enter", keyCode: 13, ctrlKey: true });
  fireEvent.keyDown(area, { key: "Enter", code: "Enter", keyCode: 13, shiftKey: true });
  expect(onRun).toHaveBeenCalledTimes(2);
  expect(view.state.doc.toString()).toBe(CELL);
  expect(onChange).not.toHaveBeenCalled();
});

it("replaces the whole cell with a paste the page turns into a request", () => {
  const transformPaste = jest.fn((text: string) => (text.startsWith("curl ") ? "GET collections" : null));
  const { area, view, onChange } = renderEditor({ transformPaste });
  fireEvent.paste(area, { clipboardData: { getData: () => "curl http://localhost:6333/collections" } });
  expect(view.state.doc.toString()).toBe("GET collections");
  expect(onChange).toHaveBeenLastCalledWith("GET collections");
});

it("completes from the page's data, read when asked", async () => {
  let variables = ["limit"];
  const { view } = renderEditor({ value: "", completion: () => ({ openApi: null, collections: [], payloadFields: () => [], variables }) });
  variables = ["limit", "found"];
  act(() => {
    view.dispatch({ changes: { from: 0, insert: "GET collections/{{" }, selection: { anchor: 18 } });
    startCompletion(view);
  });
  await waitFor(() => expect(currentCompletions(view.state).map((option) => option.label)).toEqual(["found", "limit"]));
});

it("edits Markdown cells too", () => {
  const { area, view } = renderEditor({ kind: "markdown", value: "# Notes\n\nSome *text*.", label: "Cell 2, Markdown" });
  expect(area).toHaveAttribute("aria-label", "Cell 2, Markdown");
  expect(view.state.doc.toString()).toBe("# Notes\n\nSome *text*.");
});
