// Descriptions in the OpenAPI document mark code with backticks, as Markdown
// does; they render as code, and everything else as plain text.
import Box from "@mui/material/Box";

export function CodeSpans({ text }: { text: string }) {
  const parts = text.split("`");
  // An odd number of backticks leaves the last one unmatched: it stays text.
  const balanced = parts.length % 2 === 1;
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 && (balanced || index < parts.length - 1) ? (
          <Box key={index} component="code" sx={{ fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace", fontSize: "0.875em", px: 0.5, borderRadius: 0.5, bgcolor: "action.hover" }}>
            {part}
          </Box>
        ) : (
          <span key={index}>{index % 2 === 1 ? `\`${part}` : part}</span>
        ),
      )}
    </>
  );
}
