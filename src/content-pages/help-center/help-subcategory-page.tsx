// /help-center/<category>/<subcategory>/: the subcategory's articles.
import type { HeadFC } from "gatsby";
import Box from "@mui/material/Box";
import { PageHeader } from "../../components/page-header";
import { ContentHead } from "../content-head";
import type { ContentPageProps, HelpSubcategoryContext } from "../content-types";
import { HelpArticleList } from "./help-article-list";
import { HelpBreadcrumbs } from "./help-breadcrumbs";

export default function HelpSubcategoryPage({ pageContext: { category, subcategory } }: ContentPageProps<HelpSubcategoryContext>) {
  return (
    <Box sx={{ maxWidth: "56rem" }}>
      <HelpBreadcrumbs trail={[category]} current={subcategory.title} />
      <PageHeader title={subcategory.title} description={subcategory.summary} />
      <HelpArticleList articles={subcategory.articles} />
    </Box>
  );
}

export const Head: HeadFC<object, HelpSubcategoryContext> = ({ pageContext: { subcategory } }) => (
  <ContentHead title={`${subcategory.title} · Help Center`} description={subcategory.summary} />
);
