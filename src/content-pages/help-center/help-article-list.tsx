// A list of help articles, each a link with its one-line summary.
import { Link } from "gatsby";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import MuiLink from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import type { HelpArticleLink } from "../content-types";

export interface HelpArticleListProps {
  articles: readonly HelpArticleLink[];
  /** Summaries help on listing pages; compact lists (landing cards) leave them out. */
  showSummaries?: boolean;
}

export function HelpArticleList({ articles, showSummaries = true }: HelpArticleListProps) {
  if (articles.length === 0) {
    return <Typography sx={{ color: "text.secondary" }}>No articles here yet.</Typography>;
  }
  return (
    <List disablePadding>
      {articles.map((article) => (
        <ListItem key={article.slug} disableGutters sx={{ display: "block", py: showSummaries ? 1 : 0.5 }}>
          <MuiLink component={Link} to={article.path} underline="hover" sx={{ fontWeight: 500 }}>
            {article.title}
          </MuiLink>
          {showSummaries ? (
            <Typography variant="body2" sx={{ color: "text.secondary", mt: 0.5 }}>
              {article.summary}
            </Typography>
          ) : null}
        </ListItem>
      ))}
    </List>
  );
}
