// The Embed form: the texts as typed (one a line), the model (the project's
// first until one is chosen), the purpose, and the last request's answer or
// the service's message. A problem with the texts shows once the user has
// typed or tried to embed.
import { useState } from "react";
import type { EmbedResponse, ModelSummary } from "../../../../contract/models";
import { useEmbedTextsMutation } from "../../../api-client/inference-queries";
import { useModelChoice } from "../use-model-choice";
import { parseTexts, splitTexts } from "./embed-texts";

export type EmbeddingPurpose = "document" | "query";

export interface EmbedOutcome {
  answer: EmbedResponse;
  texts: readonly string[];
}

export interface EmbedForm {
  typed: string;
  type: (typed: string) => void;
  model: string;
  chooseModel: (name: string) => void;
  purpose: EmbeddingPurpose;
  choosePurpose: (purpose: EmbeddingPurpose) => void;
  /** How many texts are typed, blank lines left out. */
  count: number;
  /** What is wrong with the texts, once shown. */
  error: string | null;
  isRunning: boolean;
  failure: string | null;
  outcome: EmbedOutcome | null;
  embed: () => void;
}

export function useEmbedForm(projectId: string, models: readonly ModelSummary[]): EmbedForm {
  const [typed, setTyped] = useState("");
  const [purpose, setPurpose] = useState<EmbeddingPurpose>("document");
  const [isShowingError, setIsShowingError] = useState(false);
  const mutation = useEmbedTextsMutation(projectId);
  const { model, chooseModel } = useModelChoice(models);
  const parsed = parseTexts(typed);

  const embed = () => {
    setIsShowingError(true);
    if ("error" in parsed || model === "") return;
    mutation.mutate({ model, texts: parsed.texts, purpose });
  };

  return {
    typed,
    type: (next) => {
      setTyped(next);
      setIsShowingError(true);
    },
    model,
    chooseModel,
    purpose,
    choosePurpose: setPurpose,
    count: splitTexts(typed).length,
    error: isShowingError && "error" in parsed ? parsed.error : null,
    isRunning: mutation.isPending,
    failure: mutation.isError ? mutation.error.message : null,
    outcome: mutation.isSuccess ? { answer: mutation.data, texts: mutation.variables.texts } : null,
    embed,
  };
}
