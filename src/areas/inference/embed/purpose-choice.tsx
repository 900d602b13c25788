// What the texts are for: documents to store, or queries to search with. Only
// a sparse BM25 model tells them apart; the dense models embed both alike.
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import type { EmbeddingPurpose } from "./use-embed-form";

export function PurposeChoice({ value, onChange }: { value: EmbeddingPurpose; onChange: (purpose: EmbeddingPurpose) => void }) {
  return (
    <TextField
      select
      label="Purpose"
      value={value}
      onChange={(e) => onChange(e.target.value === "query" ? "query" : "document")}
      helperText="A document is stored in a collection; a query is searched with. BM25 weighs a document's words by how often they occur and counts a query's once; dense models embed both alike."
      sx={{ flex: "1 1 20rem", maxWidth: "32rem" }}
    >
      <MenuItem value="document">Document</MenuItem>
      <MenuItem value="query">Query</MenuItem>
    </TextField>
  );
}
