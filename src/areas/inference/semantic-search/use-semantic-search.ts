// The semantic search form: the collection (the project's only one until one
// is chosen), its vector (the first until one is chosen), the model (the one
// chosen while it fits the vector, else the first that fits), the question
// and the limit; the request they make, its answer or the service's message.
// A field's problem shows once it was typed in or a search was tried.
import { useState } from "react";
import type { Schemas } from "@qdrant/js-client-rest";
import type { ModelSummary } from "../../../../contract/models";
import { useQueryPointsMutation } from "../../../api-client/points-queries";
import { modelsFitting } from "../../../embedding-models/model-fit";
import { useModelChoice } from "../use-model-choice";
import { toSemanticRequest, type SemanticDraft, type SemanticErrors } from "./semantic-request";
import { textSearchVectorsOf, type TextSearchCollection, type TextSearchVector } from "./text-search-collections";

export interface SemanticAnswer {
  collection: string;
  points: Schemas["ScoredPoint"][];
}

export function useSemanticSearch(projectId: string, collections: readonly TextSearchCollection[], models: readonly ModelSummary[]) {
  const [chosenCollection, setChosenCollection] = useState<string | null>(null);
  const [chosenVector, setChosenVector] = useState<string | null>(null);
  const [question, setQuestion] = useState("");
  const [limit, setLimit] = useState("10");
  const [typed, setTyped] = useState<ReadonlySet<keyof SemanticDraft>>(new Set());
  const [isTried, setIsTried] = useState(false);
  const [answer, setAnswer] = useState<SemanticAnswer | null>(null);
  const { mutate, isPending, error, reset } = useQueryPointsMutation(projectId);

  const only = collections.length === 1 ? (collections[0]?.name ?? null) : null;
  const collectionName = chosenCollection ?? only;
  const collection = collections.find((found) => found.name === collectionName) ?? null;
  const vectors = textSearchVectorsOf(collection);
  const vector: TextSearchVector | null = vectors.find((found) => found.key === chosenVector) ?? vectors[0] ?? null;
  const fitting = vector === null ? [] : modelsFitting(models, vector.target);
  const { model, chooseModel } = useModelChoice(fitting);
  const draft: SemanticDraft = { question, model, limit };
  const built = toSemanticRequest(draft, vector?.name ?? null);
  const allErrors: SemanticErrors = "errors" in built ? built.errors : {};
  const errors = Object.fromEntries(Object.entries(allErrors).filter(([field]) => isTried || typed.has(field as keyof SemanticDraft))) as SemanticErrors;

  const touch = (field: keyof SemanticDraft) => setTyped((current) => new Set([...current, field]));

  /** The request as it stands, or null (its problems then shown). */
  const takeRequest = (): Schemas["QueryRequest"] | null => {
    setIsTried(true);
    return collection !== null && "request" in built ? built.request : null;
  };

  const search = () => {
    const request = takeRequest();
    if (request === null || collection === null) return;
    const name = collection.name;
    mutate({ collection: name, request }, { onSuccess: (found) => setAnswer("points" in found ? { collection: name, points: found.points } : null) });
  };

  return {
    collection,
    chooseCollection: (name: string) => {
      setChosenCollection(name);
      setChosenVector(null);
      setAnswer(null);
      reset();
    },
    vectors,
    vector,
    chooseVector: setChosenVector,
    model,
    /** How many of the project's models fit the vector. */
    fittingCount: fitting.length,
    chooseModel,
    question,
    askQuestion: (text: string) => {
      setQuestion(text);
      touch("question");
    },
    limit,
    changeLimit: (text: string) => {
      setLimit(text);
      touch("limit");
    },
    errors,
    takeRequest,
    search,
    isRunning: isPending,
    failure: error === null ? null : error.message,
    answer,
  };
}

export type SemanticSearchForm = ReturnType<typeof useSemanticSearch>;
