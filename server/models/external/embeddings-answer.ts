// Reads the vectors out of an OpenAI-style embeddings answer:
// {"data": [{"embedding": [numbers], "index": n}, ...]}, one item per input,
// put in input order by `index` when every item has one. Anything else is a
// problem in words, for the provider's error message.
import { MAX_VECTOR_SIZE } from "../../../contract/qdrant/collections";

interface EmbeddingItem {
  embedding?: unknown;
  index?: unknown;
}

function isFiniteNumberList(value: unknown): value is number[] {
  return Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === "number" && Number.isFinite(item));
}

/** The vectors in input order, or what is wrong with the answer. */
export function readEmbeddingsAnswer(body: unknown, count: number): { vectors: number[][] } | { problem: string } {
  const data = typeof body === "object" && body !== null ? (body as { data?: unknown }).data : undefined;
  if (!Array.isArray(data)) return { problem: 'the answer has no "data" list of embeddings' };
  if (data.length !== count) return { problem: `the answer holds ${data.length} embeddings for ${count} texts` };
  const items = data as EmbeddingItem[];
  const isIndexed = items.every((item) => typeof item?.index === "number");
  const ordered = isIndexed ? [...items].sort((a, b) => (a.index as number) - (b.index as number)) : items;
  const vectors: number[][] = [];
  for (const [position, item] of ordered.entries()) {
    if (!isFiniteNumberList(item?.embedding)) return { problem: `embedding ${position} is not a list of numbers` };
    if (item.embedding.length > MAX_VECTOR_SIZE) return { problem: `embedding ${position} has ${item.embedding.length} dimensions, more than the ${MAX_VECTOR_SIZE} a vector may have` };
    vectors.push(item.embedding);
  }
  return { vectors };
}
