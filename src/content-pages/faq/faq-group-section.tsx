// One group of the FAQ: its title, then each question with its answer in full
// (not collapsed, so answers read and print without JavaScript). Each entry's
// id is its anchor: /faq/#<id>.
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { FaqGroup } from "../content-types";

export function FaqGroupSection({ group }: { group: FaqGroup }) {
  return (
    <Box component="section" sx={{ mb: 5 }}>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {group.title}
      </Typography>
      {group.entries.map((entry) => (
        <Box key={entry.id} id={entry.id} sx={{ mb: 3, scrollMarginTop: "5rem" }}>
          <Typography variant="h6" component="h3" sx={{ fontSize: "1.05rem", mb: 0.5 }}>
            {entry.question}
          </Typography>
          {/* Authors separate paragraphs of an answer with a blank line. */}
          {entry.answer.split(/\n\s*\n/).map((paragraph) => (
            <Typography key={paragraph} variant="body1" sx={{ color: "text.secondary", mb: 1, lineHeight: 1.7 }}>
              {paragraph}
            </Typography>
          ))}
        </Box>
      ))}
    </Box>
  );
}
