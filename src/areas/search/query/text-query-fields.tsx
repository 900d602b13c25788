// By text: a text the service embeds with a model of the project, and
// searches by as it would by that vector ({"text", "model"}). Only the models
// that fit the vector searched are offered (a dense model of its dimension, a
// sparse model for a sparse vector); the others show why not. The first model
// that fits is chosen until the user chooses one, and again when the vector
// changes and the chosen model no longer fits.
import { useCallback } from "react";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import { useModelsQuery } from "../../../api-client/models-queries";
import { queryView } from "../../../api-client/query-view";
import { ServiceErrorAlert } from "../../../components/service-error-alert";
import { TextInput } from "../../../components/text-input";
import { describeFit, modelsFitting, type ModelTarget } from "../../../embedding-models/model-fit";
import { ModelPicker } from "../../../embedding-models/model-picker";
import { useFittingModel } from "../../../embedding-models/use-fitting-model";
import type { QueryDraft, QueryDraftChange, QueryDraftErrors } from "./query-draft";
import { describeSearchVector, type SearchVector } from "./search-vector";

export interface TextQueryFieldsProps {
  projectId: string;
  draft: Pick<QueryDraft, "text" | "textModel">;
  errors: QueryDraftErrors;
  vector: SearchVector | null;
  onChange: QueryDraftChange;
}

export function targetOf(vector: SearchVector | null): ModelTarget | null {
  if (vector === null) return null;
  return vector.sparse === true ? { sparse: true } : { size: vector.size };
}

export function TextQueryFields({ projectId, draft, errors, vector, onChange }: TextQueryFieldsProps) {
  const query = useModelsQuery(projectId);
  const view = queryView(query);
  const models = view.status === "ready" ? view.data.models : null;
  const target = targetOf(vector);
  const fitting = models === null || target === null ? null : modelsFitting(models, target);
  const chooseModel = useCallback((textModel: string) => onChange({ textModel }), [onChange]);
  useFittingModel(models, target, draft.textModel, chooseModel);

  const described = vector === null ? "the vector searched" : describeSearchVector(vector);
  const fitHint = models === null || target === null ? undefined : describeFit(models, target, described);
  return (
    <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap", alignItems: "flex-start" }}>
      <TextInput
        label="Text"
        multiline
        minRows={2}
        maxRows={8}
        value={draft.text}
        onChange={(e) => onChange({ text: e.target.value })}
        error={errors.text !== undefined}
        helperText={errors.text ?? "The service embeds it with the model, as a query, and finds the nearest points"}
        sx={{ flex: "2 1 20rem" }}
      />
      <Box sx={{ flex: "1 1 16rem", display: "grid" }}>
        {view.status === "loading" ? <LinearProgress aria-label="Loading the models" sx={{ mt: 3 }} /> : null}
        {view.status === "failed" ? <ServiceErrorAlert title="The models could not be loaded" message={view.error.message} onRetry={() => void query.refetch()} /> : null}
        {models !== null ? (
          <ModelPicker
            models={models}
            target={target}
            value={draft.textModel}
            onChange={(textModel) => onChange({ textModel }, ["textModel"])}
            error={errors.textModel !== undefined || fitting?.length === 0}
            helperText={errors.textModel === undefined || fitting?.length === 0 ? fitHint : errors.textModel}
            sx={{ minWidth: 0 }}
          />
        ) : null}
      </Box>
    </Box>
  );
}
