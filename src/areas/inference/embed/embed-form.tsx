// Embed: texts typed or pasted one a line (up to 64), a model of the project
// and the purpose; then each text's vector, or the service's message. The
// vectors' summaries (with their copy buttons) load with their own chunk,
// ahead of the first answer once an embedding starts.
import { useEffect } from "react";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import type { ModelSummary } from "../../../../contract/models";
import { EMBED_TEXTS_MAX } from "../../../../contract/model-limits";
import { lazyPart } from "../../../components/lazy-part";
import { TextInput } from "../../../components/text-input";
import { ModelPicker } from "../../../embedding-models/model-picker";
import { Icon } from "../../../icons/icon";
import { InferenceForm } from "../inference-form";
import { PurposeChoice } from "./purpose-choice";
import { useEmbedForm } from "./use-embed-form";

function VectorsPlaceholder() {
  return <Box sx={{ minHeight: "6rem" }} />;
}

const EmbedResults = lazyPart(() => import(/* webpackChunkName: "inference-vectors" */ "./embed-results").then((results) => results.EmbedResults), VectorsPlaceholder);

function countHint(count: number): string {
  return `One text a line, up to ${EMBED_TEXTS_MAX} · ${count === 1 ? "1 text" : `${count} texts`}`;
}

export function EmbedForm({ projectId, models }: { projectId: string; models: readonly ModelSummary[] }) {
  const form = useEmbedForm(projectId, models);
  useEffect(() => {
    if (form.isRunning) void EmbedResults.preload().catch(() => undefined);
  }, [form.isRunning]);
  return (
    <InferenceForm
      label="Embed texts"
      onRun={form.embed}
      answer={
        <Box component="section" aria-label="Embedding" sx={{ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: 2 }}>
          {form.isRunning ? <LinearProgress aria-label="Embedding" /> : null}
          {form.failure !== null ? (
            <Alert severity="error">
              <AlertTitle>The texts could not be embedded</AlertTitle>
              {form.failure}
            </Alert>
          ) : null}
          {form.outcome !== null ? (
            <EmbedResults outcome={form.outcome} />
          ) : (
            <Typography variant="body2" sx={{ color: "text.secondary" }}>
              Each text&apos;s vector appears here with its dimension, L2 norm and first values, ready to copy.
            </Typography>
          )}
        </Box>
      }
    >
      <Box sx={{ display: "flex", gap: 3, flexWrap: "wrap", alignItems: "flex-start" }}>
        <ModelPicker models={models} target={null} value={form.model} onChange={form.chooseModel} helperText="The project's built-in and external models" />
        <PurposeChoice value={form.purpose} onChange={form.choosePurpose} />
      </Box>
      <TextInput
        label="Texts"
        multiline
        minRows={4}
        maxRows={14}
        value={form.typed}
        onChange={(e) => form.type(e.target.value)}
        error={form.error !== null}
        helperText={form.error ?? countHint(form.count)}
        inputProps={{ spellCheck: false }}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={form.isRunning} startIcon={<Icon icon="tabler:bolt" fontSize="1.125rem" />}>
          Embed
        </Button>
      </Box>
    </InferenceForm>
  );
}
