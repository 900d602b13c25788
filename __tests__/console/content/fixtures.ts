// Page contexts as the build passes them to the content templates.
import type { FaqPageContext, PricingPageContext } from "../../../src/content-pages/content-types";

export const faqContext: FaqPageContext = {
  groups: [
    {
      title: "Account and sign-in",
      entries: [
        { id: "forgot-password", question: "I forgot my password. How do I reset it?", answer: "Choose Forgot password? on the login screen." },
        { id: "two-factor", question: "Can I protect my account with two-factor sign-in?", answer: "Yes, with an authenticator app." },
      ],
    },
    {
      title: "API keys and billing",
      entries: [
        { id: "lost-api-key", question: "I lost an API key. Can you show it to me again?", answer: "No. Keys are shown once.\n\nRevoke it and create a new one." },
        { id: "read-only-key", question: "How do I give an application read-only access?", answer: "Create an API key with the read-only scope." },
        { id: "refund", question: "Can I get a refund?", answer: "Yes, within 30 days of a payment." },
      ],
    },
  ],
};

const benefits = ["100 responses per month from our support team"];
const weekly = { schedule: "weekly" as const, retentionDays: null };
const GiB = 1024 ** 3;

export const pricingContext: PricingPageContext = {
  title: "Pricing",
  summary: "Tiers and support plans.",
  supportPlans: [
    { id: "basic", title: "Basic support", subtitle: "Start", monthlyPriceCents: 0, isPopular: false, yearly: { perMonthCents: 0, totalAnnualCents: 0 }, benefits },
    { id: "standard", title: "Standard support", subtitle: "Grow", monthlyPriceCents: 4900, isPopular: true, yearly: { perMonthCents: 4000, totalAnnualCents: 48000 }, benefits },
    { id: "enterprise", title: "Enterprise support", subtitle: "Scale", monthlyPriceCents: 9900, isPopular: false, yearly: { perMonthCents: 8000, totalAnnualCents: 96000 }, benefits },
  ],
  tiers: [
    { id: "sandbox", name: "Sandbox", monthlyPriceCents: 0, apiCalls: 20000, deployments: 1, regions: 2, backups: { schedule: "none", retentionDays: null }, uploadsInProgress: 20, uploadStorageBytes: 10 * GiB },
    { id: "standard", name: "Standard", monthlyPriceCents: 49900, apiCalls: 100000, deployments: 5, regions: 4, backups: weekly, uploadsInProgress: 50, uploadStorageBytes: 250 * GiB },
    { id: "business", name: "Business", monthlyPriceCents: 149900, apiCalls: 1000000, deployments: 20, regions: 8, backups: { schedule: "daily", retentionDays: 7 }, uploadsInProgress: 100, uploadStorageBytes: 1024 * GiB },
    { id: "enterprise", name: "Enterprise", monthlyPriceCents: null, apiCalls: 5000000, deployments: 10, regions: 12, backups: { schedule: "daily", retentionDays: 30 }, uploadsInProgress: 200, uploadStorageBytes: 4096 * GiB },
  ],
};
