// What an import read and wrote: the file and its format, the target, the id
// column, each vector's source and the payload fields.
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ImportSummary, VectorMapping } from "../../../../contract/imports";
import { FORMAT_NAMES, SEPARATORS } from "../import-choices";
import { formatBytes } from "../import-figures";

export function describeVectorSource(mapping: VectorMapping): string {
  switch (mapping.source) {
    case "json":
      return `column ${mapping.column} (JSON)`;
    case "delimited": {
      const separator = SEPARATORS.find((choice) => choice.value === mapping.separator)?.label ?? mapping.separator;
      return `column ${mapping.column}, numbers separated by ${separator.toLowerCase()}`;
    }
    case "columns":
      return `columns ${mapping.columns.join(", ")}`;
    case "text":
      return `column ${mapping.column} embedded with ${mapping.model}`;
  }
}

export function mappingLines(summary: ImportSummary): { term: string; value: string }[] {
  const { file, target, mapping } = summary;
  return [
    { term: "File", value: `${file.name ?? "unnamed"} · ${FORMAT_NAMES[file.format]} · ${formatBytes(file.size)}` },
    { term: "Into", value: target.create !== undefined ? `${target.collection} (created, ${target.create.distance})` : target.collection },
    { term: "Point ids", value: mapping.id === null ? "derived from the file" : `column ${mapping.id.column}` },
    ...mapping.vectors.map((vector) => ({ term: vector.vector === "" ? "Vector" : `Vector ${vector.vector}`, value: describeVectorSource(vector) })),
    {
      term: "Payload",
      value:
        mapping.payload.length === 0
          ? "none"
          : mapping.payload.map((entry) => (entry.field === "" ? `${entry.column} spread (json)` : `${entry.field} from ${entry.column} (${entry.type})`)).join(", "),
    },
  ];
}

export function ImportMappingSummary({ summary }: { summary: ImportSummary }) {
  return (
    <Box component="dl" sx={{ display: "grid", gridTemplateColumns: "max-content minmax(0, 1fr)", columnGap: 3, rowGap: 1, m: 0 }}>
      {mappingLines(summary).map(({ term, value }, index) => (
        <Box key={`${term}-${index}`} sx={{ display: "contents" }}>
          <Typography component="dt" variant="body2" sx={{ color: "text.secondary" }}>
            {term}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: "anywhere" }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
