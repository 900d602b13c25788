// The semantic search's query: the question as Qdrant's inference object,
// embedded by the service with the model as a query, searched in the vector
// chosen (`using`, for a named or sparse vector):
//   {query: {text, model}, using?, limit, with_payload: true}
import type { Schemas } from "@qdrant/js-client-rest";

export const MAX_LIMIT = 100;

export interface SemanticDraft {
  question: string;
  model: string;
  limit: string;
}

export type SemanticErrors = Partial<Record<keyof SemanticDraft, string>>;

export function toSemanticRequest(draft: SemanticDraft, using: string | null): { request: Schemas["QueryRequest"] } | { errors: SemanticErrors } {
  const errors: SemanticErrors = {};
  const text = draft.question.trim();
  if (text === "") errors.question = "Ask a question, or type the text to search by";
  if (draft.model === "") errors.model = "No model of the project fits this vector";
  const limit = Number(draft.limit.trim());
  if (!/^\d+$/.test(draft.limit.trim()) || limit < 1 || limit > MAX_LIMIT) errors.limit = `A whole number from 1 to ${MAX_LIMIT}`;
  if (Object.keys(errors).length > 0) return { errors };
  return { request: { query: { text, model: draft.model }, ...(using === null ? {} : { using }), limit, with_payload: true } };
}
