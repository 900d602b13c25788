// /help-center/<category>/<subcategory>/<slug>/: the search, then one article,
// rendered from its MDX file at build time (gatsby-plugin-mdx passes it in as
// children).
import type { HeadFC } from "gatsby";
import { MDXProvider } from "@mdx-js/react";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { ContentHead } from "../content-head";
import type { HelpArticleContext, ContentPageProps } from "../content-types";
import { HelpSearch } from "../help-search/help-search";
import { HelpBreadcrumbs } from "./help-breadcrumbs";
import { helpMdxComponents } from "./help-mdx-components";
import { RelatedArticles } from "./related-articles";

// A fixed locale and time zone, so the server-rendered date equals the hydrated one.
const dateFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" });

export default function HelpArticlePage({ pageContext, children }: ContentPageProps<HelpArticleContext>) {
  const { article, category, subcategory, related } = pageContext;
  return (
    <Box sx={{ maxWidth: "48rem" }}>
      <HelpSearch />
      <HelpBreadcrumbs trail={[category, subcategory]} current={article.title} />
      <Box component="article">
        <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
          {article.title}
        </Typography>
        <Typography variant="body2" sx={{ color: "text.secondary", mb: 3 }}>
          Updated <time dateTime={article.updated}>{dateFormat.format(new Date(article.updated))}</time>
        </Typography>
        <MDXProvider components={helpMdxComponents}>{children}</MDXProvider>
      </Box>
      <RelatedArticles articles={related} />
    </Box>
  );
}

export const Head: HeadFC<object, HelpArticleContext> = ({ pageContext: { article } }) => (
  <ContentHead title={article.title} description={article.summary} />
);
