// Billing (/billing): the organisation's tier and support plan, each
// allowance with what is used and when it resets, the month's forecast, the
// plan change (preselected by the pricing page's Choose: /billing/?tier=…),
// usage per project, collection and API key with a CSV export, and the
// billing details. The public /pricing stays the price list.
import type { HeadFC } from "gatsby";
import { QueryScope } from "../../api-client/query-scope";
import { useIsHydrated } from "../../components/use-is-hydrated";
import { AreaContent, type AreaPageProps } from "../area-content";
import { registerIcons } from "../../icons/icon";
import { BillingWorkspace } from "./billing-workspace";
import { readPlanChoice } from "../../links/plan-choice-links";

// The icons only this area uses come with its page (gatsby/icon-subset.js).
registerIcons(__AREA_ICONS_BILLING__);

export default function BillingPage({ location }: AreaPageProps) {
  const isHydrated = useIsHydrated();
  // Read after hydration: the server's HTML has no query.
  const choice = isHydrated ? readPlanChoice(location.search ?? "") : null;
  return (
    <AreaContent area="billing" title="Billing" description="Your plan, what your organisation uses of it, and how to change it." pathname={location.pathname}>
      {isHydrated ? (
        <QueryScope>
          <BillingWorkspace key={choice ? "chosen" : "plain"} choice={choice} />
        </QueryScope>
      ) : null}
    </AreaContent>
  );
}

export const Head: HeadFC = () => <title>Billing | Vector Database Cloud</title>;
