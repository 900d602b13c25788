// Which vector sizes the built-in models make, read from the list, and that
// any other size needs an OpenAI-compatible model: the built-in set is what
// can run inside the service (no npm package ships the weights of a 384- or
// 768-dimension sentence model), so a collection of another size is filled
// by an external model or by vectors sent as they are.
import Typography from "@mui/material/Typography";
import type { ModelSummary } from "../../../contract/models";

function describeBuiltIn(model: ModelSummary): string {
  return model.kind === "sparse" ? `sparse BM25-style vectors (${model.name})` : `${model.dimension ?? "?"}-dimension vectors (${model.name})`;
}

export function BuiltInSizesNote({ models }: { models: readonly ModelSummary[] }) {
  const builtIn = models.filter((model) => model.runsOn === "built-in");
  if (builtIn.length === 0) return null;
  const made = builtIn.map(describeBuiltIn);
  const list = made.length === 1 ? made[0]! : `${made.slice(0, -1).join(", ")} and ${made.at(-1)!}`;
  return (
    <Typography variant="body2" sx={{ color: "text.secondary" }}>
      The built-in models make {list}. A collection of any other size, such as 384 or 768, needs an OpenAI-compatible model that makes that size, added here; or
      vectors you send yourself.
    </Typography>
  );
}
