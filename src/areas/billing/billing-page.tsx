// Billing (/billing). Until invoices exist it shows what it will hold, never
// sample figures; the plans themselves are on the static pricing page.
import { Link, type HeadFC } from "gatsby";
import Button from "@mui/material/Button";
import { EmptyState } from "../../components/empty-state";
import { AreaContent, type AreaPageProps } from "../area-content";

export default function BillingPage({ location }: AreaPageProps) {
  return (
    <AreaContent
      area="billing"
      title="Billing"
      description="Your plan, what your vector database use costs, and your invoices."
      pathname={location.pathname}
    >
      <EmptyState
        icon="tabler:credit-card"
        title="No invoices yet"
        description="Invoices for your use, with their billing period, amount and status, will be listed here."
        action={
          <Button component={Link} to="/pricing" variant="contained">
            See plans and pricing
          </Button>
        }
      />
    </AreaContent>
  );
}

export const Head: HeadFC = () => <title>Billing | Vector Database Cloud</title>;
