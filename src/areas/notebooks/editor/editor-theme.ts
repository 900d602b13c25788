// The cell editor's look, from the console's MUI theme: its surface, text,
// divider and primary colours, a monospace font, and a highlight style that
// reads on light and dark (MUI's dark palette already holds the light shades).
import { HighlightStyle, syntaxHighlighting } from "@codemirror/language";
import { EditorView } from "@codemirror/view";
import { tags } from "@lezer/highlight";
import { alpha, type Theme } from "@mui/material/styles";
import type { Extension } from "@codemirror/state";

export const EDITOR_FONT = "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace";
const LINE_HEIGHT = 1.5;

function editorChrome(theme: Theme): Extension {
  const { palette } = theme;
  const isDark = palette.mode === "dark";
  const selection = alpha(palette.primary.main, isDark ? 0.35 : 0.2);
  return EditorView.theme(
    {
      "&": { color: palette.text.primary, backgroundColor: palette.background.paper, fontSize: "0.8125rem" },
      "&.cm-focused": { outline: `2px solid ${palette.primary.main}`, outlineOffset: "-2px" },
      ".cm-scroller": { fontFamily: EDITOR_FONT, lineHeight: String(LINE_HEIGHT) },
      ".cm-content": { caretColor: palette.primary.main, padding: "8px 0", minHeight: `${3 * LINE_HEIGHT}em` },
      ".cm-line": { padding: "0 8px" },
      ".cm-cursor, .cm-dropCursor": { borderLeftColor: palette.primary.main },
      "&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground, .cm-content ::selection": { backgroundColor: selection },
      ".cm-matchingBracket, &.cm-focused .cm-matchingBracket": { backgroundColor: alpha(palette.primary.main, 0.18), outline: `1px solid ${alpha(palette.primary.main, 0.5)}` },
      ".cm-nonmatchingBracket, &.cm-focused .cm-nonmatchingBracket": { color: palette.error.main },
      ".cm-notebook-reference": { color: palette.secondary.main, backgroundColor: alpha(palette.secondary.main, 0.14), borderRadius: "2px" },
      ".cm-tooltip": { backgroundColor: palette.background.paper, color: palette.text.primary, border: `1px solid ${palette.divider}`, borderRadius: "4px", boxShadow: theme.shadows[4] },
      ".cm-tooltip.cm-tooltip-autocomplete > ul": { fontFamily: EDITOR_FONT, maxHeight: "16em" },
      ".cm-tooltip.cm-tooltip-autocomplete > ul > li": { padding: "2px 8px" },
      ".cm-tooltip.cm-tooltip-autocomplete > ul > li[aria-selected]": { backgroundColor: alpha(palette.primary.main, isDark ? 0.3 : 0.14), color: palette.text.primary },
      ".cm-completionMatchedText": { textDecoration: "none", fontWeight: 700, color: palette.primary.main },
      ".cm-completionDetail": { color: palette.text.secondary, fontStyle: "normal", marginLeft: "1em" },
      ".cm-tooltip.cm-completionInfo": { maxWidth: "28em", padding: "6px 8px", fontFamily: theme.typography.fontFamily ?? "inherit", fontSize: "0.8125rem" },
    },
    { dark: isDark },
  );
}

function highlightStyle({ palette }: Theme): HighlightStyle {
  return HighlightStyle.define([
    { tag: tags.keyword, color: palette.primary.main, fontWeight: 700 },
    { tag: tags.url, color: palette.info.main },
    { tag: [tags.lineComment, tags.comment, tags.meta], color: palette.text.secondary, fontStyle: "italic" },
    { tag: [tags.definition(tags.variableName), tags.definition(tags.labelName)], color: palette.secondary.main, fontWeight: 600 },
    { tag: tags.definitionOperator, color: palette.text.secondary },
    { tag: tags.propertyName, color: palette.primary.main },
    { tag: tags.string, color: palette.success.main },
    { tag: [tags.number, tags.bool, tags.null], color: palette.warning.main },
    { tag: tags.invalid, color: palette.error.main },
    { tag: tags.heading, color: palette.primary.main, fontWeight: 700 },
    { tag: tags.strong, fontWeight: 700 },
    { tag: tags.emphasis, fontStyle: "italic" },
    { tag: tags.strikethrough, textDecoration: "line-through" },
    { tag: tags.link, color: palette.info.main, textDecoration: "underline" },
    { tag: tags.monospace, color: palette.success.main },
    { tag: tags.quote, color: palette.text.secondary },
    { tag: [tags.processingInstruction, tags.contentSeparator], color: palette.text.secondary },
  ]);
}

export function editorTheme(theme: Theme): Extension {
  return [editorChrome(theme), syntaxHighlighting(highlightStyle(theme))];
}
