// Other articles of the same subcategory, shown after an article.
import { useId } from "react";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { HelpArticleLink } from "../content-types";
import { HelpArticleList } from "./help-article-list";

export function RelatedArticles({ articles }: { articles: readonly HelpArticleLink[] }) {
  const headingId = useId();
  if (articles.length === 0) return null;
  return (
    <Box component="aside" aria-labelledby={headingId} sx={{ mt: 6, pt: 3, borderTop: 1, borderColor: "divider" }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        Related articles
      </Typography>
      <HelpArticleList articles={articles} />
    </Box>
  );
}
