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

const benefits = ["Qdrant-compatible REST API"];

export const pricingContext: PricingPageContext = {
  title: "Pricing",
  summary: "Plans and tiers.",
  plans: [
    { title: "Basic", subtitle: "Start", monthlyPrice: 0, currentPlan: false, popularPlan: false, yearlyPlan: { perMonth: 0, totalAnnual: 0 }, planBenefits: benefits },
    { title: "Standard", subtitle: "Grow", monthlyPrice: 49, currentPlan: false, popularPlan: true, yearlyPlan: { perMonth: 40, totalAnnual: 480 }, planBenefits: benefits },
    { title: "Enterprise", subtitle: "Scale", monthlyPrice: 99, currentPlan: false, popularPlan: false, yearlyPlan: { perMonth: 80, totalAnnual: 960 }, planBenefits: benefits },
  ],
  tiers: [
    { name: "Sandbox", monthlyPrice: 0, apiCalls: 20000, deployments: 1, regions: 2, backup: "none", backupRetentionDays: null },
    { name: "Business", monthlyPrice: 1499, apiCalls: 1000000, deployments: 20, regions: 8, backup: "daily", backupRetentionDays: 7 },
    { name: "Enterprise", monthlyPrice: null, apiCalls: 5000000, deployments: 10, regions: 12, backup: "daily", backupRetentionDays: 30 },
  ],
};
