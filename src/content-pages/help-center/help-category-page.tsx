// /help-center/<category>/: the category's subcategories, each with its articles.
import { Link, type HeadFC } from "gatsby";
import Box from "@mui/material/Box";
import MuiLink from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { PageHeader } from "../../components/page-header";
import { ContentHead } from "../content-head";
import type { ContentPageProps, HelpCategoryContext } from "../content-types";
import { HelpArticleList } from "./help-article-list";
import { HelpBreadcrumbs } from "./help-breadcrumbs";

export default function HelpCategoryPage({ pageContext: { category } }: ContentPageProps<HelpCategoryContext>) {
  return (
    <Box sx={{ maxWidth: "56rem" }}>
      <HelpBreadcrumbs trail={[]} current={category.title} />
      <PageHeader title={category.title} description={category.summary} />
      {category.subcategories.map((subcategory) => (
        <Box component="section" key={subcategory.slug} sx={{ mb: 4 }}>
          <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
            <MuiLink component={Link} to={subcategory.path} underline="hover" color="inherit">
              {subcategory.title}
            </MuiLink>
          </Typography>
          <HelpArticleList articles={subcategory.articles} />
        </Box>
      ))}
    </Box>
  );
}

export const Head: HeadFC<object, HelpCategoryContext> = ({ pageContext: { category } }) => (
  <ContentHead title={`${category.title} · Help Center`} description={category.summary} />
);
