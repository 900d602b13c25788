// Where the cursor stands in a JSON body that may be half typed
// (`{"filter": {"must": [{"`): the keys and array indices from the top to the
// object or array it is in, and whether a key or a value is being typed there.
// A tolerant scanner rather than the Lezer tree, whose error recovery reshapes
// unfinished objects in ways completion cannot rely on. A string ends at the
// end of its line, so one unclosed quote does not swallow the lines after it.

export type JsonSegment = string | number;

export interface JsonPosition {
  kind: "key" | "value";
  /** For a key, the path to its object; for a value, the path to the value itself. */
  path: JsonSegment[];
  /** The text being typed: from its first character (after the opening quote, if any) to the cursor. */
  from: number;
  /** The end of what a completion replaces: past the closing quote when the rest of the word and the quote follow. */
  to: number;
  isQuoted: boolean;
  /** For a key: the other keys of its object, before and after the cursor. */
  presentKeys: string[];
  /** For a key: a `:` already follows it. */
  hasColon: boolean;
}

interface Frame {
  kind: "root" | "object" | "array";
  /** How the frame's parent reaches it. */
  segment: JsonSegment;
  key: string | null;
  keys: { name: string; from: number }[];
  index: number;
  expect: "key" | "colon" | "value" | "comma";
}

const WORD = /[^\s{}[\]:,"]+/y;
const REST_OF_WORD = /^[^\s",:{}[\]]*$/;

function newFrame(kind: Frame["kind"], segment: JsonSegment): Frame {
  return { kind, segment, key: null, keys: [], index: 0, expect: kind === "object" ? "key" : "value" };
}

function childSegment(frame: Frame): JsonSegment {
  return frame.kind === "array" ? frame.index : (frame.key ?? "");
}

/** The string's end: after its closing quote, or the end of its line (of the text) when it has none. */
function stringEnd(text: string, from: number): { end: number; isClosed: boolean } {
  for (let at = from + 1; at < text.length; at += 1) {
    const char = text[at];
    if (char === "\\") at += 1;
    else if (char === '"') return { end: at + 1, isClosed: true };
    else if (char === "\n") return { end: at, isClosed: false };
  }
  return { end: text.length, isClosed: false };
}

interface Found {
  position: Omit<JsonPosition, "presentKeys">;
  frame: Frame;
  /** The string or word the cursor is in (its keys are not "present"), or -1. */
  tokenFrom: number;
}

/** `text` is the body with its references masked (request-layout.ts), `cursor` an offset in it. */
export function findJsonPosition(text: string, cursor: number): JsonPosition | null {
  const stack: Frame[] = [newFrame("root", "")];
  const top = () => stack[stack.length - 1] as Frame;
  const pathTo = (frame: Frame) => stack.slice(2, stack.indexOf(frame) + 1).map((each) => each.segment);
  const hasColonAfter = (at: number) => /^\s*:/.test(text.slice(at, at + 200));

  /** What is typed at the cursor, given the innermost object or array there. */
  const capture = (from: number, to: number, tokenFrom: number, isQuoted: boolean): Found | null => {
    const frame = top();
    if (frame.kind === "object" && frame.expect === "key") {
      return { position: { kind: "key", path: pathTo(frame), from, to, isQuoted, hasColon: hasColonAfter(to) }, frame, tokenFrom };
    }
    if (frame.kind !== "root" && frame.expect === "value") {
      return { position: { kind: "value", path: [...pathTo(frame), childSegment(frame)], from, to, isQuoted, hasColon: false }, frame, tokenFrom };
    }
    return null;
  };

  let found: Found | null = null;
  let isFound = false;
  let at = 0;
  while (at < text.length) {
    const char = text[at] as string;
    if (/\s/.test(char)) {
      at += 1;
      continue;
    }
    if (!isFound && at >= cursor) {
      found = capture(cursor, cursor, -1, false);
      isFound = true;
    }
    const frame = top();
    if (char === "{" || char === "[") {
      const segment = childSegment(frame);
      frame.expect = "comma";
      stack.push(newFrame(char === "{" ? "object" : "array", segment));
      at += 1;
    } else if (char === "}" || char === "]") {
      if (stack.length > 1) stack.pop();
      at += 1;
    } else if (char === ":") {
      if (frame.kind === "object") frame.expect = "value";
      at += 1;
    } else if (char === ",") {
      if (frame.kind === "object") {
        frame.expect = "key";
        frame.key = null;
      } else if (frame.kind === "array") {
        frame.index += 1;
        frame.expect = "value";
      }
      at += 1;
    } else if (char === '"') {
      const { end, isClosed } = stringEnd(text, at);
      const contentEnd = isClosed ? end - 1 : end;
      if (!isFound && cursor <= contentEnd) {
        const isRestAWord = isClosed && REST_OF_WORD.test(text.slice(cursor, contentEnd));
        found = capture(at + 1, isRestAWord ? end : cursor, at, true);
        isFound = true;
      }
      if (frame.kind === "object" && frame.expect === "key") {
        frame.key = text.slice(at + 1, contentEnd);
        frame.keys.push({ name: frame.key, from: at });
        frame.expect = "colon";
      } else if (frame.expect === "value") {
        frame.expect = "comma";
      }
      at = end;
    } else {
      WORD.lastIndex = at;
      const end = WORD.exec(text) ? WORD.lastIndex : at + 1;
      if (!isFound && cursor <= end) {
        found = capture(at, end, at, false);
        isFound = true;
      }
      if (frame.expect === "value") frame.expect = "comma";
      at = end;
    }
  }
  if (!isFound) found = capture(cursor, cursor, -1, false);
  if (found === null) return null;
  const { position, frame, tokenFrom } = found;
  return { ...position, presentKeys: position.kind === "key" ? frame.keys.filter((key) => key.from !== tokenFrom).map((key) => key.name) : [] };
}
