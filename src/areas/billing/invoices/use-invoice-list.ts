// The invoice list, in the specification's list state (components/use-list-state.ts):
// allData is every invoice of the organisation, as the service sends it.
import type { Invoice, ListInvoicesQuery } from "../../../../contract/invoices";
import { listInvoices } from "../../../api-client/invoices";
import { useListState, type ListStateApi } from "../../../components/use-list-state";

export type InvoiceList = ListStateApi<Invoice, ListInvoicesQuery>;

async function loadInvoices(params: ListInvoicesQuery) {
  const answer = await listInvoices(params);
  return { data: answer.invoices, total: answer.total, allData: answer.allData };
}

export function useInvoiceList(): InvoiceList {
  return useListState(loadInvoices, {});
}
