// A query vector pasted as JSON ([0.1, 0.2, …]; the brackets may be left
// out): numbers only, as many as the collection's dimension (or the named
// vector's, in a collection of named vectors).

export function parseVector(text: string, dimension: number | null, vectorName: string | null = null): { vector: number[] } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === "") return { error: "Paste a vector: a JSON array of numbers" };
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed.startsWith("[") ? trimmed : `[${trimmed}]`);
  } catch {
    return { error: "Not a JSON array of numbers" };
  }
  if (!Array.isArray(parsed)) return { error: "Not a JSON array of numbers" };
  if (parsed.length === 0) return { error: "The vector is empty" };
  const notNumber = parsed.findIndex((item) => typeof item !== "number" || !Number.isFinite(item));
  if (notNumber !== -1) return { error: `Item ${notNumber + 1} is not a number: ${JSON.stringify(parsed[notNumber])}` };
  if (dimension !== null && parsed.length !== dimension) {
    const expected = vectorName === null ? `This collection's vectors have ${dimension} dimensions` : `The vector ${vectorName} has ${dimension} dimensions`;
    return { error: `${expected}; this one has ${parsed.length}` };
  }
  return { vector: parsed as number[] };
}
