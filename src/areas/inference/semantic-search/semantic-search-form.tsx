// Semantic search: a question searched in a collection's vector by a model
// that fits it (the service embeds the question as a query), the nearest
// points, and the same request as code.
import { useState } from "react";
import type { Schemas } from "@qdrant/js-client-rest";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import type { ModelSummary } from "../../../../contract/models";
import { CollectionPicker } from "../../../collections/collection-picker";
import { lazyPart } from "../../../components/lazy-part";
import { TextInput } from "../../../components/text-input";
import { useHasBeenTrue } from "../../../components/use-has-been-true";
import { ModelPicker } from "../../../embedding-models/model-picker";
import { Icon } from "../../../icons/icon";
import { InferenceForm } from "../inference-form";
import { SemanticResults } from "./semantic-results";
import type { TextSearchCollection } from "./text-search-collections";
import { TextSearchVectorSelect } from "./text-search-vector-select";
import { useSemanticSearch } from "./use-semantic-search";

// The code samples load with their own chunk (Search and Discovery's) the first time "Show code" opens them.
const QueryCodeDialog = lazyPart(() => import(/* webpackChunkName: "code-samples" */ "../../../components/query-code-dialog").then((dialog) => dialog.QueryCodeDialog));

function fitHint(fittingCount: number, modelCount: number, vectorLabel: string | undefined): string {
  const vector = vectorLabel ?? "this vector";
  if (fittingCount === 0) return `None of the project's ${modelCount} models fits ${vector}: add one in Models`;
  return `${fittingCount} of ${modelCount} models fit ${vector}`;
}

export function SemanticSearchForm({ projectId, collections, models }: { projectId: string; collections: readonly TextSearchCollection[]; models: readonly ModelSummary[] }) {
  const form = useSemanticSearch(projectId, collections, models);
  const [codeRequest, setCodeRequest] = useState<Schemas["QueryRequest"] | null>(null);
  const hasShownCode = useHasBeenTrue(codeRequest !== null);
  return (
    <InferenceForm
      label="Semantic search"
      onRun={form.search}
      answer={
        <>
          <SemanticResults isRunning={form.isRunning} failure={form.failure} answer={form.answer} />
          {hasShownCode ? <QueryCodeDialog collection={form.collection?.name ?? ""} request={codeRequest} onClose={() => setCodeRequest(null)} /> : null}
        </>
      }
    >
      <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap", alignItems: "flex-start" }}>
        <CollectionPicker collections={collections} value={form.collection?.name ?? null} onChange={form.chooseCollection} />
        {form.collection !== null ? <TextSearchVectorSelect vectors={form.vectors} value={form.vector} onChange={form.chooseVector} /> : null}
        {form.vector !== null ? (
          <ModelPicker
            models={models}
            target={form.vector.target}
            value={form.model}
            onChange={form.chooseModel}
            error={form.fittingCount === 0}
            helperText={fitHint(form.fittingCount, models.length, form.vector.label)}
          />
        ) : null}
      </Box>
      <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap", alignItems: "flex-start" }}>
        <TextInput
          label="Question"
          value={form.question}
          onChange={(e) => form.askQuestion(e.target.value)}
          error={form.errors.question !== undefined}
          helperText={form.errors.question ?? "Embedded by the model as a query; the points nearest to it come first"}
          sx={{ flex: "1 1 24rem" }}
        />
        <TextInput
          label="Limit"
          value={form.limit}
          onChange={(e) => form.changeLimit(e.target.value)}
          error={form.errors.limit !== undefined}
          helperText={form.errors.limit ?? "Points to return"}
          inputProps={{ inputMode: "numeric" }}
          sx={{ width: "9rem" }}
        />
      </Box>
      <Box sx={{ display: "flex", gap: 1 }}>
        <Button type="submit" variant="contained" disabled={form.collection === null || form.isRunning} startIcon={<Icon icon="tabler:search" fontSize="1.125rem" />}>
          Search
        </Button>
        <Button disabled={form.collection === null} onClick={() => setCodeRequest(form.takeRequest())} startIcon={<Icon icon="tabler:code" fontSize="1.125rem" />}>
          Show code
        </Button>
      </Box>
    </InferenceForm>
  );
}
