// Billing (/billing): what it will hold until its service exists.
import type { HeadFC } from "gatsby";
import type { AreaPageProps } from "../area-content";
import { AreaPlaceholder } from "../area-placeholder";
import { registerIcons } from "../../icons/icon";

// The icons only this area uses come with its page (gatsby/icon-subset.js).
registerIcons(__AREA_ICONS_BILLING__);

export default function BillingPage({ location }: AreaPageProps) {
  return (
    <AreaPlaceholder
      area="billing"
      pathname={location.pathname}
      title="Billing"
      description="Your plan, what your vector database use costs, and your invoices."
      icon="tabler:credit-card"
      emptyTitle="No invoices yet"
      willHold="Invoices for your use, with their billing period, amount and status, will be listed here."
      links={[
        { label: "See plans and pricing", to: "/pricing" },
        { label: "Invoices and refunds", to: "/help-center/billing/invoices/invoices-and-refunds/" },
      ]}
    />
  );
}

export const Head: HeadFC = () => <title>Billing | Vector Database Cloud</title>;
