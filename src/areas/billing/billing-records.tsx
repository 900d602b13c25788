// The records below the plan: usage by project, collection and key, the
// invoices and the billing details. A chunk of its own, loaded once the plan
// has shown (their tables and dialogs are most of Billing's weight).
import { UsageBreakdown } from "./usage-breakdown";
import { InvoiceList } from "./invoices/invoice-list";
import { BillingDetailsForm } from "./billing-details-form";
import type { MemberRights } from "../../components/use-member-rights";

export default function BillingRecords({ rights }: { rights: MemberRights }) {
  return (
    <>
      <UsageBreakdown />
      {rights.can(["invoice", "read"]) ? <InvoiceList refusal={rights.reason(["invoice", "update"], "manage")} /> : null}
      {rights.can(["invoice", "read"]) ? <BillingDetailsForm refusal={rights.reason(["invoice", "update"], "edit")} /> : null}
    </>
  );
}
