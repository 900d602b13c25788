// An article's Markdown as the search reads it: its prose as plain text (what
// a snippet is cut from), its section headings, and the text of its code
// samples (searched, never shown). Articles are plain Markdown with one
// component, <ServiceUrl />, so a few rules read them; anything more would be
// a reason to parse them with remark instead.

const CODE_BLOCK = /^(```|~~~)[^\n]*\n([\s\S]*?)^\1[^\n]*$/gm;
const HEADING = /^#{1,6}\s+(.+?)\s*#*\s*$/gm;

export interface MarkdownText {
  text: string;
  headings: string[];
  code: string;
}

const CODE_SPAN = /(`+)\s?(.*?)\s?\1/g;

/** Prose outside code spans: a component such as <ServiceUrl /> or an HTML tag reads as nothing, a link as its words. */
function proseText(text: string): string {
  return (
    text
      .replace(/<\/?[A-Za-z][^>]*>/g, "")
      // ![alt](src) and [text](href): the words, not the address.
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
      // **strong** and *emphasis*.
      .replace(/(\*{1,3})(\S(?:.*?\S)?)\1/g, "$2")
  );
}

/** A line's text: `code` and ``code with a ` inside`` as they are, the prose around them read. */
function inlineText(line: string): string {
  let text = "";
  let from = 0;
  for (const span of line.matchAll(CODE_SPAN)) {
    text += proseText(line.slice(from, span.index)) + (span[2] ?? "");
    from = span.index + span[0].length;
  }
  return text + proseText(line.slice(from));
}

function blockText(line: string): string {
  const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line)?.[1];
  // A heading reads as a sentence of its own in a snippet.
  if (heading !== undefined) return `${inlineText(heading)}${/[.:?!]$/.test(heading) ? "" : "."}`;
  const withoutMarkers = line.replace(/^\s{0,3}>\s?/, "").replace(/^\s*(?:[-*+]|\d+[.)])\s+/, "");
  // A table's separator row says nothing; its other rows are their cells.
  if (/^\s*\|?\s*:?-{3,}/.test(withoutMarkers)) return "";
  return inlineText(withoutMarkers.replace(/\s*\|\s*/g, " "));
}

export function markdownText(body: string): MarkdownText {
  const code = [...body.matchAll(CODE_BLOCK)].map((match) => (match[2] ?? "").trim());
  const prose = body.replace(CODE_BLOCK, "\n");
  const headings = [...prose.matchAll(HEADING)].map((match) => inlineText(match[1] ?? "").trim());
  const text = prose
    .split("\n")
    .map(blockText)
    .join(" ")
    .replace(/\s+/g, " ")
    // What a removed component leaves: "is <ServiceUrl />." reads "is ."
    .replace(/\s+([.,;:!?)])/g, "$1")
    .trim();
  return { text, headings, code: code.join("\n") };
}
