// An external model's last test: passed with its latency, or the provider's
// message; a built-in model is never tested.
import Typography from "@mui/material/Typography";
import type { ModelSummary } from "../../../contract/models";
import { formatTestTime } from "./model-figures";

export function LastTestSummary({ model }: { model: ModelSummary }) {
  if (model.external === null) return <>–</>;
  const test = model.external.lastTest;
  if (test === null) return <Typography variant="body2" sx={{ color: "text.secondary" }}>Not tested yet</Typography>;
  if (test.outcome === "succeeded") {
    return (
      <Typography variant="body2" title={formatTestTime(test)} sx={{ color: "success.main" }}>
        Passed in {test.latencyMs ?? 0} ms
      </Typography>
    );
  }
  return (
    <Typography variant="body2" title={formatTestTime(test)} sx={{ color: "error.main", maxWidth: "22rem", overflowWrap: "anywhere" }}>
      Failed: {test.error}
    </Typography>
  );
}
