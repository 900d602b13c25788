// The billing details invoices print (owners, admins and billing members edit
// them): kept on the organisation's billing account, made when first written.
import type { BillingDetails } from "../../contract/billing";
import type { Database } from "../db/client";
import { billingAccounts } from "../db/schema";
import { readBillingAccount } from "./billing-account";

export async function readBillingDetails(db: Database, organisationId: string): Promise<BillingDetails> {
  return (await readBillingAccount(db, organisationId)).details;
}

export async function updateBillingDetails(db: Database, organisationId: string, details: BillingDetails): Promise<BillingDetails> {
  // An emptied field is no detail at all.
  const blank = (value: string | null) => (value === null || value === "" ? null : value);
  const values = {
    companyName: blank(details.companyName),
    address: blank(details.address),
    country: details.country,
    taxId: blank(details.taxId),
    billingEmail: details.billingEmail,
    updatedAt: new Date(),
  };
  await db
    .insert(billingAccounts)
    .values({ organisationId, ...values })
    .onConflictDoUpdate({ target: billingAccounts.organisationId, set: values });
  return readBillingDetails(db, organisationId);
}
