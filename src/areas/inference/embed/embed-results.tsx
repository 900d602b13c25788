// The last embedding's answer: how many vectors, from which model, and the
// time the service took; then one summary per text, in the order typed.
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { EmbedOutcome } from "./use-embed-form";
import { VectorSummary } from "./vector-summary";

function headline({ answer }: EmbedOutcome): string {
  const count = answer.vectors.length === 1 ? "1 vector" : `${answer.vectors.length} vectors`;
  const shape = answer.kind === "dense" ? `${answer.dimension} dimensions` : "sparse";
  return `${count} from ${answer.model} (${shape}) in ${answer.timeMs.toFixed(1)} ms`;
}

export function EmbedResults({ outcome }: { outcome: EmbedOutcome }) {
  const { answer, texts } = outcome;
  return (
    <Box component="section" aria-label="Vectors" sx={{ display: "grid", gap: 1.5 }}>
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        {headline(outcome)}
      </Typography>
      <Box component="ol" sx={{ m: 0, p: 0, listStyle: "none", display: "grid", gap: 1.5 }}>
        {answer.vectors.map((embedding, at) => (
          <VectorSummary key={at} number={at + 1} text={texts[at] ?? ""} embedding={embedding} />
        ))}
      </Box>
    </Box>
  );
}
