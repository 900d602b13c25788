// What a CSV or TSV cell's text stands for: a number, a boolean, JSON (a vector, an object), or the text itself.
import { nestsDeeperThan } from "./nesting-depth";
import { parseShallowJson } from "./shallow-json";

const INTEGER = /^[-+]?\d+$/;
const FLOAT = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;
const BOOLEAN = /^(true|false)$/i;

/** The value a cell's text stands for; empty or blank cells stand for null. */
export function readCellText(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  if (INTEGER.test(trimmed)) {
    const value = Number(trimmed);
    return Number.isSafeInteger(value) ? value : BigInt(trimmed);
  }
  if (FLOAT.test(trimmed)) return Number(trimmed);
  if (BOOLEAN.test(trimmed)) return trimmed.toLowerCase() === "true";
  if (/^[[{]/.test(trimmed)) {
    try {
      const value = parseShallowJson(trimmed);
      // Too deep for the walks that follow: read as the text it is (mapping it as JSON says why it is refused).
      return nestsDeeperThan(value) ? text : value;
    } catch {
      return text;
    }
  }
  return text;
}
