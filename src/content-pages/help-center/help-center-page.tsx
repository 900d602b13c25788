// /help-center/: the search, every category with its subcategories and
// articles, and the ways to the FAQ and the API reference.
import { Link, type HeadFC } from "gatsby";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { PageHeader } from "../../components/page-header";
import { ContentHead } from "../content-head";
import type { ContentPageProps, HelpLandingContext } from "../content-types";
import { HelpSearch } from "../help-search/help-search";
import { HelpCategoryCard } from "./help-category-card";
import { API_REFERENCE_PATH, FAQ_PATH } from "../content-paths";

const DESCRIPTION =
  "Guides for Vector Database Cloud: your account, collections and data, search, models and inference, metrics and alerts, API keys and security, and billing.";

function HelpLandingLink({ title, summary, to, action }: { title: string; summary: string; to: string; action: string }) {
  return (
    <Paper variant="outlined" component="section" sx={{ mt: 4, p: 3, display: "flex", flexWrap: "wrap", alignItems: "center", gap: 2 }}>
      <Box sx={{ flex: "1 1 20rem" }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {summary}
        </Typography>
      </Box>
      <Button component={Link} to={to} variant="contained">
        {action}
      </Button>
    </Paper>
  );
}

export default function HelpCenterPage({ pageContext }: ContentPageProps<HelpLandingContext>) {
  return (
    <>
      <PageHeader title="Help Center" description={DESCRIPTION} />
      <HelpSearch />
      <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", md: "repeat(2, 1fr)", xl: "repeat(3, 1fr)" } }}>
        {pageContext.categories.map((category) => (
          <HelpCategoryCard key={category.slug} category={category} />
        ))}
      </Box>
      <HelpLandingLink
        title="Frequently asked questions"
        summary="Short answers about accounts, collections, API keys and billing."
        to={FAQ_PATH}
        action="Read the FAQ"
      />
      <HelpLandingLink
        title="API reference"
        summary="Every call of the console's API and of the Qdrant-compatible data plane, with its parameters, request body, replies and who may call it."
        to={API_REFERENCE_PATH}
        action="Read the API reference"
      />
    </>
  );
}

export const Head: HeadFC<object, HelpLandingContext> = () => <ContentHead title="Help Center" description={DESCRIPTION} />;
