// A category on the help centre's landing page: its subcategories and their
// articles, so that every article is one click from the landing page.
import { Link } from "gatsby";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import MuiLink from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { Icon } from "../../icons/icon";
import type { HelpCategory } from "../content-types";
import { HelpArticleList } from "./help-article-list";

export function HelpCategoryCard({ category }: { category: HelpCategory }) {
  return (
    <Card variant="outlined" component="section" sx={{ height: "100%" }}>
      <CardContent>
        <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, mb: 1, color: "primary.main" }}>
          <Icon icon={category.icon} fontSize="1.75rem" />
          <Typography variant="h6" component="h2">
            <MuiLink component={Link} to={category.path} underline="hover">
              {category.title}
            </MuiLink>
          </Typography>
        </Box>
        <Typography variant="body2" sx={{ color: "text.secondary", mb: 2 }}>
          {category.summary}
        </Typography>
        {category.subcategories.map((subcategory) => (
          <Box key={subcategory.slug} sx={{ mb: 2 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              <MuiLink component={Link} to={subcategory.path} underline="hover" color="inherit">
                {subcategory.title}
              </MuiLink>
            </Typography>
            <HelpArticleList articles={subcategory.articles} showSummaries={false} />
          </Box>
        ))}
      </CardContent>
    </Card>
  );
}
