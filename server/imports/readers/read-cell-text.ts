// What a CSV or TSV cell's text stands for: a number, a boolean, JSON (a vector, an object), or the text itself.

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
      return JSON.parse(trimmed);
    } catch {
      return text;
    }
  }
  return text;
}
