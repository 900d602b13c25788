// /faq/: every question from content/faq/, with a search box that filters
// questions and answers as you type and keeps the search in the URL (?q=).
import { Link, type HeadFC } from "gatsby";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MuiLink from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { EmptyState } from "../../components/empty-state";
import { PageHeader } from "../../components/page-header";
import { ContentHead } from "../content-head";
import type { ContentPageProps, FaqPageContext } from "../content-types";
import { HELP_CENTER_PATH } from "../content-paths";
import { FaqGroupSection } from "./faq-group-section";
import { FaqSearch } from "./faq-search";
import { countFaqEntries, filterFaq } from "./filter-faq";
import { useUrlQuery } from "./use-url-query";

const DESCRIPTION = "Answers to common questions about Vector Database Cloud: accounts, collections, search, API keys and billing.";

export default function FaqPage({ pageContext }: ContentPageProps<FaqPageContext>) {
  const [query, setQuery] = useUrlQuery("q");
  const groups = filterFaq(pageContext.groups, query);
  const shown = countFaqEntries(groups);
  const total = countFaqEntries(pageContext.groups);
  return (
    <Box sx={{ maxWidth: "56rem" }}>
      <PageHeader title="Frequently asked questions" description={DESCRIPTION} />
      <Box sx={{ mb: 1 }}>
        <FaqSearch query={query} onQueryChange={setQuery} />
      </Box>
      <Typography role="status" variant="body2" sx={{ color: "text.secondary", mb: 3 }}>
        {query.trim() === "" ? `${total} questions` : `${shown} of ${total} questions match`}
      </Typography>
      {groups.map((group) => (
        <FaqGroupSection key={group.title} group={group} />
      ))}
      {shown === 0 && query.trim() !== "" ? (
        <EmptyState
          icon="tabler:message-question"
          title="No matching questions"
          description={`No question or answer contains “${query.trim()}”. Try another word, or browse the help centre.`}
          action={
            <Button variant="outlined" onClick={() => setQuery("")}>
              Clear search
            </Button>
          }
        />
      ) : null}
      <Typography variant="body2" sx={{ mt: 4 }}>
        Looking for step-by-step guides?{" "}
        <MuiLink component={Link} to={HELP_CENTER_PATH}>
          Visit the Help Center
        </MuiLink>
        .
      </Typography>
    </Box>
  );
}

export const Head: HeadFC<object, FaqPageContext> = () => <ContentHead title="Frequently asked questions" description={DESCRIPTION} />;
