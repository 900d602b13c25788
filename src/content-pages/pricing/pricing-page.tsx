// /pricing/: the plan cards with the monthly/yearly switch, the tier table, and
// the notes written in content/pricing/pricing.mdx (passed in as children).
import type { HeadFC } from "gatsby";
import { MDXProvider } from "@mdx-js/react";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { PageHeader } from "../../components/page-header";
import { ContentHead } from "../content-head";
import type { ContentPageProps, PricingPageContext } from "../content-types";
import { helpMdxComponents } from "../help-center/help-mdx-components";
import { PricingPlans } from "./pricing-plans";
import { TierTable } from "./tier-table";

export default function PricingPage({ pageContext, children }: ContentPageProps<PricingPageContext>) {
  const { title, summary, plans, tiers } = pageContext;
  return (
    <>
      <PageHeader title={title} description={summary} />
      <PricingPlans plans={plans} />
      <Box component="section" aria-labelledby="pricing-tiers" sx={{ mb: 6 }}>
        <Typography id="pricing-tiers" variant="h5" component="h2" sx={{ mb: 2 }}>
          Compare tiers
        </Typography>
        <TierTable tiers={tiers} caption="API calls, deployments, regions and backups included in each tier" />
      </Box>
      <Box sx={{ maxWidth: "48rem" }}>
        <MDXProvider components={helpMdxComponents}>{children}</MDXProvider>
      </Box>
    </>
  );
}

export const Head: HeadFC<object, PricingPageContext> = ({ pageContext }) => (
  <ContentHead title={pageContext.title} description={pageContext.summary} />
);
