// JSON text from a file, cut before it is parsed where it nests deeper than a
// row may. JSON.parse and the streaming parser do not recurse, but they do
// build every level: a 32 MB line of "[" took JSON.parse 19 s and 1.2 GB.
// The cut replaces each array or object opened more than one level past
// MAX_NESTING with 0, so what is parsed is at most one level too deep, which
// nestsDeeperThan then tells (a row error naming the column), whatever the
// depth of the text.
import { MAX_NESTING } from "./nesting-depth";

const QUOTE = 0x22;
const OPENERS = new Set([0x5b, 0x7b]);
const CLOSERS = new Set([0x5d, 0x7d]);
/** Outside strings: what changes the depth, and where strings start. */
const STRUCTURE = /["[\]{}]/g;
/** Inside a string: its end, or an escape. */
const STRING_STOP = /["\\]/g;

/** Cuts JSON text given chunk by chunk (a stream), keeping its state between chunks. */
export class DepthCut {
  private depth = 0;
  private isInString = false;
  /** The chunk before ended inside a string on a backslash: the next character is escaped. */
  private isEscaped = false;
  /** While a container is being cut: the depth its end returns to. */
  private cutEndsAt: number | null = null;

  /** `maxDepth`: the deepest array or object kept, counting the outermost as 1. */
  constructor(private readonly maxDepth: number) {}

  /** `chunk`, with every array or object opened past `maxDepth` (and all it holds) replaced by 0. */
  cut(chunk: string): string {
    const kept: string[] = [];
    let keptFrom = 0;
    let at = 0;
    while (at < chunk.length) {
      if (this.isInString) {
        at = this.skipString(chunk, at);
        continue;
      }
      if (this.cutEndsAt !== null) {
        at = this.skipCut(chunk, at);
        if (this.cutEndsAt === null) keptFrom = at;
        continue;
      }
      STRUCTURE.lastIndex = at;
      const found = STRUCTURE.exec(chunk);
      if (!found) break;
      at = found.index + 1;
      const code = chunk.charCodeAt(found.index);
      if (code === QUOTE) this.isInString = true;
      else if (!OPENERS.has(code)) this.depth -= 1;
      else if (++this.depth > this.maxDepth) {
        kept.push(chunk.slice(keptFrom, found.index), "0");
        this.cutEndsAt = this.depth - 1;
      }
    }
    if (this.cutEndsAt === null) kept.push(chunk.slice(keptFrom));
    return kept.join("");
  }

  /** Past the string's end if it is in `chunk`, else past the chunk. */
  private skipString(chunk: string, from: number): number {
    let at = from;
    if (this.isEscaped) {
      this.isEscaped = false;
      at += 1;
    }
    for (;;) {
      STRING_STOP.lastIndex = at;
      const found = STRING_STOP.exec(chunk);
      if (!found) return chunk.length;
      if (chunk.charCodeAt(found.index) === QUOTE) {
        this.isInString = false;
        return found.index + 1;
      }
      if (found.index + 1 >= chunk.length) {
        this.isEscaped = true;
        return chunk.length;
      }
      at = found.index + 2;
    }
  }

  /** Past the end of the container being cut if it is in `chunk`, else past the chunk; character by character (deep text is mostly brackets). */
  private skipCut(chunk: string, from: number): number {
    for (let at = from; at < chunk.length; at += 1) {
      const code = chunk.charCodeAt(at);
      if (code === QUOTE) {
        this.isInString = true;
        return at + 1;
      }
      if (OPENERS.has(code)) this.depth += 1;
      else if (CLOSERS.has(code) && --this.depth === this.cutEndsAt) {
        this.cutEndsAt = null;
        return at + 1;
      }
    }
    return chunk.length;
  }
}

/**
 * Parses JSON text cut first: its values (below `levelsAbove` levels of containers, 1 for a JSON Lines row's object)
 * nest at most MAX_NESTING + 1 levels deep. Throws as JSON.parse does.
 */
export function parseShallowJson(text: string, levelsAbove = 0): unknown {
  const maxDepth = levelsAbove + MAX_NESTING + 1;
  // Most rows open a few arrays and objects (a vector, a payload): too few to nest too deep, whatever their order.
  return JSON.parse(opensAtMost(text, maxDepth) ? text : new DepthCut(maxDepth).cut(text)) as unknown;
}

function opensAtMost(text: string, limit: number): boolean {
  let opened = 0;
  for (const opener of ["[", "{"]) {
    for (let at = text.indexOf(opener); at !== -1; at = text.indexOf(opener, at + 1)) if (++opened > limit) return false;
  }
  return true;
}
