// /pricing/: the tiers (what the service sells and enforces), the support
// plans sold on top of any tier with their monthly/yearly switch, and the notes
// written in content/pricing/pricing.mdx (passed in as children). Tier names
// and support plan titles differ (the price list's schema sees to it), so that
// no name on this page means two prices.
import type { HeadFC } from "gatsby";
import { MDXProvider } from "@mdx-js/react";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { PageHeader } from "../../components/page-header";
import { ContentHead } from "../content-head";
import type { ContentPageProps, PricingPageContext } from "../content-types";
import { helpMdxComponents } from "../help-center/help-mdx-components";
import { SupportPlans } from "./support-plans";
import { TierTable } from "./tier-table";

export default function PricingPage({ pageContext, children }: ContentPageProps<PricingPageContext>) {
  const { title, summary, supportPlans, tiers } = pageContext;
  return (
    <>
      <PageHeader title={title} description={summary} />
      <Box component="section" aria-labelledby="pricing-tiers" sx={{ mb: 6 }}>
        <Typography id="pricing-tiers" variant="h5" component="h2" sx={{ mb: 1 }}>
          Tiers
        </Typography>
        <Typography variant="body2" sx={{ color: "text.secondary", mb: 2 }}>
          What your organisation&apos;s projects may use each month. Every organisation starts on {tiers[0]?.name ?? "the free tier"}.
        </Typography>
        <TierTable tiers={tiers} caption="API calls, deployments, regions, backups and upload storage included in each tier" />
      </Box>
      <SupportPlans plans={supportPlans} />
      <Box sx={{ maxWidth: "48rem" }}>
        <MDXProvider components={helpMdxComponents}>{children}</MDXProvider>
      </Box>
    </>
  );
}

export const Head: HeadFC<object, PricingPageContext> = ({ pageContext }) => (
  <ContentHead title={pageContext.title} description={pageContext.summary} />
);
