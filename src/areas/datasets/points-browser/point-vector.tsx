// A point's vector: its dimension, and its values to read or copy.
import type { Schemas } from "@qdrant/js-client-rest";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { CopyButton } from "../../../components/copy-button";

/** A dense vector; Qdrant's answers may also hold named, sparse or multi-vectors. */
function isDenseVector(vector: unknown): vector is number[] {
  return Array.isArray(vector) && vector.every((value) => typeof value === "number");
}

export function PointVector({ vector }: { vector: Schemas["Record"]["vector"] }) {
  if (vector === null || vector === undefined) return <Typography variant="body2">This point has no vector.</Typography>;
  const text = JSON.stringify(vector);
  const dimension = isDenseVector(vector) ? `${vector.length} dimensions` : "Named vectors";
  return (
    <Box sx={{ display: "grid", gap: 0.5 }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
        <Typography variant="subtitle2" component="h3">
          Vector
        </Typography>
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {dimension}
        </Typography>
        <CopyButton text={text} label="vector" />
      </Box>
      <Box
        component="pre"
        aria-label="Vector values"
        sx={{ m: 0, p: 1.5, maxHeight: "8rem", overflow: "auto", bgcolor: "action.hover", borderRadius: 1, fontSize: "0.75rem", whiteSpace: "pre-wrap", wordBreak: "break-all" }}
      >
        {text}
      </Box>
    </Box>
  );
}
