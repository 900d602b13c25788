// A vector's values as JSON, in a box that scrolls past a few lines: the
// whole vector to read, select or copy.
import Box from "@mui/material/Box";

export function VectorValues({ values, label, maxHeight = "8rem" }: { values: unknown; label: string; maxHeight?: string }) {
  return (
    <Box
      component="pre"
      aria-label={label}
      sx={{ m: 0, p: 1.5, maxHeight, overflow: "auto", bgcolor: "action.hover", borderRadius: 1, fontSize: "0.75rem", whiteSpace: "pre-wrap", wordBreak: "break-all" }}
    >
      {JSON.stringify(values)}
    </Box>
  );
}

/** A dense vector; Qdrant's answers may also hold sparse or multi-vectors. */
export function isDenseVector(vector: unknown): vector is number[] {
  return Array.isArray(vector) && vector.every((value) => typeof value === "number");
}

export interface SparseVectorValue {
  indices: number[];
  values: number[];
}

/** Qdrant's sparse vector: {"indices": [...], "values": [...]}. */
export function isSparseVector(vector: unknown): vector is SparseVectorValue {
  return typeof vector === "object" && vector !== null && "indices" in vector && "values" in vector && Array.isArray(vector.indices) && Array.isArray(vector.values);
}

function dimensions(count: number): string {
  return count === 1 ? "1 dimension" : `${count} dimensions`;
}

/** "384 dimensions" for a dense vector, "Sparse · 12 dimensions" for a sparse one (those it has weights at). */
export function describeVector(vector: unknown): string {
  if (isDenseVector(vector)) return dimensions(vector.length);
  if (isSparseVector(vector)) return `Sparse · ${dimensions(vector.indices.length)}`;
  if (Array.isArray(vector)) return `Multi-vector of ${vector.length}`;
  return "Vector of an unknown kind";
}
