// A sparse vector's weights as "index → value", largest first: the few
// largest at a glance, and every weight a click away (the whole vector as
// JSON is what the copy button beside it copies).
import { useId, useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import type { SparseVectorValue } from "./vector-values";

/** How many weights show before "Show all". */
export const SHOWN_WEIGHTS = 8;

export interface SparseWeight {
  index: number;
  value: number;
}

/** The weights by size, largest magnitude first (then by index). */
export function weightsBySize(vector: SparseVectorValue): SparseWeight[] {
  return vector.indices
    .map((index, position) => ({ index, value: vector.values[position] ?? 0 }))
    .sort((a, b) => Math.abs(b.value) - Math.abs(a.value) || a.index - b.index);
}

function formatWeight(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(4)));
}

export function SparseVectorValues({ vector, name }: { vector: SparseVectorValue; name: string }) {
  const listId = useId();
  const [isAll, setIsAll] = useState(false);
  const weights = weightsBySize(vector);
  const shown = isAll ? weights : weights.slice(0, SHOWN_WEIGHTS);
  const hidden = weights.length - SHOWN_WEIGHTS;
  return (
    <Box sx={{ display: "grid", gap: 0.5, justifyItems: "start" }}>
      <Box
        component="ol"
        id={listId}
        aria-label={`Weights of vector ${name}, largest first`}
        sx={{
          m: 0,
          p: 1,
          listStyle: "none",
          display: "flex",
          flexWrap: "wrap",
          gap: 0.5,
          width: "100%",
          boxSizing: "border-box",
          maxHeight: "12rem",
          overflow: "auto",
          bgcolor: "action.hover",
          borderRadius: 1,
        }}
      >
        {shown.length === 0 ? (
          <Box component="li" sx={{ fontSize: "0.75rem" }}>
            No weights
          </Box>
        ) : null}
        {shown.map((weight) => (
          <Box
            component="li"
            key={weight.index}
            sx={{ fontFamily: "ui-monospace, Menlo, Consolas, monospace", fontSize: "0.75rem", px: 0.75, py: 0.25, border: 1, borderColor: "divider", borderRadius: 1 }}
          >
            {weight.index} → {formatWeight(weight.value)}
          </Box>
        ))}
      </Box>
      {hidden > 0 ? (
        <Button size="small" aria-controls={listId} aria-expanded={isAll} onClick={() => setIsAll((current) => !current)}>
          {isAll ? `Show the ${SHOWN_WEIGHTS} largest` : `Show all ${weights.length} weights`}
        </Button>
      ) : null}
    </Box>
  );
}
