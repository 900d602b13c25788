// Embedding texts with one of a project's models, on demand (a mutation: it
// reads, but only when the user asks). Nothing cached changes; the models'
// usage figures are asked for afresh whenever a page lists them.
import { useMutation } from "@tanstack/react-query";
import type { EmbedBody } from "../../contract/models";
import { embedTexts } from "./models";

export function useEmbedTextsMutation(projectId: string) {
  return useMutation({ mutationFn: (body: EmbedBody) => embedTexts(projectId, body) });
}
