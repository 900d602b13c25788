// JSON values written as JavaScript and Python source, and text quoted for a
// POSIX shell: what the code samples are built from. Short objects and lists
// of plain values stay on one line; the rest is indented.

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** A request as the JSON it is sent as (what JSON.stringify writes, read back). */
export function toJsonValue(value: unknown): JsonValue {
  return JSON.parse(JSON.stringify(value) ?? "null");
}

const INDENT = "  ";
const INLINE_LIMIT = 72;
const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

interface Dialect {
  key: (key: string) => string;
  keyValueSeparator: string;
  scalar: (value: Scalar) => string;
  indent: string;
}

const JAVASCRIPT: Dialect = {
  key: (key) => (IDENTIFIER.test(key) ? key : JSON.stringify(key)),
  keyValueSeparator: ": ",
  scalar: (value) => JSON.stringify(value),
  indent: INDENT,
};

const PYTHON: Dialect = {
  key: (key) => JSON.stringify(key),
  keyValueSeparator: ": ",
  scalar: (value) => (value === null ? "None" : value === true ? "True" : value === false ? "False" : JSON.stringify(value)),
  indent: "    ",
};

type Scalar = string | number | boolean | null;

function isPlain(value: JsonValue): value is Scalar {
  return value === null || typeof value !== "object";
}

function render(value: JsonValue, dialect: Dialect, depth: number): string {
  if (isPlain(value)) return dialect.scalar(value);
  const pad = dialect.indent.repeat(depth + 1);
  const close = dialect.indent.repeat(depth);
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    if (value.every(isPlain)) return `[${value.map((item) => render(item, dialect, depth)).join(", ")}]`;
    const inline = `[${value.map((item) => render(item, dialect, depth)).join(", ")}]`;
    if (inline.length <= INLINE_LIMIT && !inline.includes("\n")) return inline;
    return `[\n${value.map((item) => `${pad}${render(item, dialect, depth + 1)},`).join("\n")}\n${close}]`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return "{}";
  const parts = (level: number) => entries.map(([key, item]) => `${dialect.key(key)}${dialect.keyValueSeparator}${render(item, dialect, level)}`);
  const inline = `{ ${parts(depth).join(", ")} }`;
  if (inline.length <= INLINE_LIMIT && !inline.includes("\n")) return dialect === PYTHON ? `{${parts(depth).join(", ")}}` : inline;
  return `{\n${parts(depth + 1)
    .map((part) => `${pad}${part},`)
    .join("\n")}\n${close}}`;
}

export function toJavaScript(value: JsonValue, depth = 0): string {
  return render(value, JAVASCRIPT, depth);
}

export function toPython(value: JsonValue, depth = 0): string {
  return render(value, PYTHON, depth);
}

/** 'text' for a POSIX shell, single quotes inside written as '\'' */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}
