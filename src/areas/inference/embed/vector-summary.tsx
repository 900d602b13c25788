// One text's vector: the text, its dimension (or a sparse vector's terms),
// its L2 norm, its first values with all of them a click away, and a button
// that copies it as Qdrant takes it.
import { useId, useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { CopyButton } from "../../../components/copy-button";
import { PREVIEW_LENGTH, describeLength, entryCount, formatValue, l2Norm, valueEntries, vectorJson, type Embedding } from "./vector-figures";

const MONOSPACE = "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace";

export function VectorSummary({ number, text, embedding }: { number: number; text: string; embedding: Embedding }) {
  const [isOpen, setIsOpen] = useState(false);
  const valuesId = useId();
  const count = entryCount(embedding);
  const isLong = count > PREVIEW_LENGTH;
  const shown = valueEntries(embedding, isOpen ? count : PREVIEW_LENGTH);
  return (
    <Box component="li" aria-label={`Vector ${number}`} sx={{ display: "grid", gap: 0.75, p: 2, border: 1, borderColor: "divider", borderRadius: 1, minWidth: 0 }}>
      <Box sx={{ display: "flex", alignItems: "flex-start", gap: 1 }}>
        <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: "anywhere" }}>
          <Box component="span" sx={{ color: "text.secondary", mr: 1 }}>
            {number}.
          </Box>
          {text}
        </Typography>
        <CopyButton text={vectorJson(embedding)} label={`Vector ${number}`} />
      </Box>
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        {describeLength(embedding)} · L2 norm {formatValue(l2Norm(embedding))}
      </Typography>
      <Box
        id={valuesId}
        aria-label={`Values of vector ${number}`}
        sx={{ fontFamily: MONOSPACE, fontSize: "0.75rem", overflowWrap: "anywhere", maxHeight: isOpen ? "16rem" : undefined, overflow: "auto" }}
      >
        [{shown.join(", ")}
        {isOpen || !isLong ? "" : ", …"}]
      </Box>
      {isLong ? (
        <Box>
          <Button size="small" aria-expanded={isOpen} aria-controls={valuesId} onClick={() => setIsOpen((open) => !open)}>
            {isOpen ? "Show the first values" : `Show all ${count} values`}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
