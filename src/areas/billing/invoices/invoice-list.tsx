// Billing's invoices (the specification's invoice list: data, total from 1,
// params from empty, allData; fetched again with the last params after a
// change): search by number or month, filter by status, page; view one, get
// its PDF; and, for those who manage invoices, make a month's draft, issue
// it, mark it paid, or void it after a confirmation.
import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import LinearProgress from "@mui/material/LinearProgress";
import Pagination from "@mui/material/Pagination";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import type { Invoice } from "../../../../contract/invoices";
import { INVOICE_STATUSES, INVOICES_PER_PAGE_DEFAULT, type InvoiceStatus } from "../../../../contract/list-sizes";
import { toApiError } from "../../../api-client/api-error";
import { invoicePdf, issueInvoice, voidInvoice } from "../../../api-client/invoices";
import { AllowedAction } from "../../../components/allowed-action";
import { ChoiceSelect } from "../../../components/choice-select";
import { ConfirmDeletionDialog } from "../../../components/confirm-deletion-dialog";
import { downloadFile } from "../../../components/download-text-file";
import { EmptyState } from "../../../components/empty-state";
import { formatCents } from "../../../components/format-price";
import { PageSection } from "../../../components/page-section";
import { RowAction } from "../../../components/row-action";
import { ServiceErrorAlert } from "../../../components/service-error-alert";
import { TextInput } from "../../../components/text-input";
import { Icon } from "../../../icons/icon";
import { InvoiceViewDialog } from "./invoice-view-dialog";
import { dueLabel, monthLabel, STATUS_COLOURS, STATUS_LABELS } from "./invoice-words";
import { MakeInvoiceDialog } from "./make-invoice-dialog";
import { PayInvoiceDialog } from "./pay-invoice-dialog";
import { useInvoiceList } from "./use-invoice-list";

const STATUS_CHOICES = [{ value: "", label: "All" }, ...INVOICE_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))];

type Open = { kind: "view" | "pay" | "void"; invoice: Invoice } | { kind: "make" } | null;

export function InvoiceList({ refusal }: { /** Why the member may not manage invoices; null: they may. */ refusal: string | null }) {
  const list = useInvoiceList();
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<InvoiceStatus | "">("");
  const [open, setOpen] = useState<Open>(null);
  const [isVoidOpen, setIsVoidOpen] = useState(false);
  const { state } = list;
  const page = state.params.page ?? 1;
  const pages = Math.max(1, Math.ceil(state.total / INVOICES_PER_PAGE_DEFAULT));
  const mayManage = refusal === null;
  const close = () => setOpen(null);

  const find = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void list.fetch({ ...(search.trim() ? { q: search.trim() } : {}), ...(status ? { status } : {}), page: 1 });
  };
  const act = async (work: () => Promise<Invoice>, done: (invoice: Invoice) => string) => {
    try {
      toast.success(done(await work()));
    } catch (error) {
      toast.error(toApiError(error).message);
    }
    await list.refetch();
  };
  const download = async (invoice: Invoice) => {
    try {
      downloadFile(`${invoice.number}.pdf`, await invoicePdf(invoice.id));
    } catch (error) {
      toast.error(toApiError(error).message);
    }
  };

  let content;
  if (list.error !== null && state.data.length === 0) content = <ServiceErrorAlert title="The invoices could not be loaded" message={list.error} onRetry={() => void list.refetch()} />;
  else if (list.isLoading && state.data.length === 0) content = <LinearProgress aria-label="Loading invoices" />;
  else if (state.data.length === 0) {
    const isFiltered = state.params.q !== undefined || state.params.status !== undefined;
    content = isFiltered ? (
      <EmptyState icon="tabler:file-invoice" title="No invoice matches" description="Try another number, month or status." />
    ) : (
      <EmptyState icon="tabler:file-invoice" title="No invoices yet" description="A month's draft is made early in the next month when the month cost something; it can be made by hand too." />
    );
  } else {
    content = (
      <TableContainer sx={{ border: 1, borderColor: "divider", borderRadius: 1 }}>
        <Table size="small" aria-label="Invoices">
          <TableHead>
            <TableRow>
              <TableCell>Invoice</TableCell>
              <TableCell>Month</TableCell>
              <TableCell>Status</TableCell>
              <TableCell align="right">Total</TableCell>
              <TableCell>Due</TableCell>
              <TableCell align="right" aria-label="Actions" />
            </TableRow>
          </TableHead>
          <TableBody>
            {state.data.map((invoice) => (
              <TableRow key={invoice.id}>
                <TableCell component="th" scope="row">
                  {invoice.number}
                </TableCell>
                <TableCell>{monthLabel(invoice.month)}</TableCell>
                <TableCell>
                  <Chip size="small" variant="outlined" label={STATUS_LABELS[invoice.status]} color={STATUS_COLOURS[invoice.status]} />
                </TableCell>
                <TableCell align="right">{formatCents(invoice.totalCents)}</TableCell>
                <TableCell>{dueLabel(invoice)}</TableCell>
                <TableCell align="right">
                  <Box sx={{ display: "inline-flex", gap: 0.5 }}>
                    <RowAction title="View" label={`View ${invoice.number}`} icon="tabler:eye" onClick={() => setOpen({ kind: "view", invoice })} />
                    <RowAction title="Download PDF" label={`Download ${invoice.number} as PDF`} icon="tabler:download" onClick={() => void download(invoice)} />
                    {mayManage && invoice.status === "draft" ? (
                      <RowAction title="Issue" label={`Issue ${invoice.number}`} icon="tabler:send" onClick={() => void act(() => issueInvoice(invoice.id), (issued) => `${issued.number} issued, due ${dueLabel(issued)}`)} />
                    ) : null}
                    {mayManage && invoice.status === "issued" ? <RowAction title="Mark paid" label={`Mark ${invoice.number} paid`} icon="tabler:cash" onClick={() => setOpen({ kind: "pay", invoice })} /> : null}
                    {mayManage && invoice.status === "draft" ? (
                      <RowAction
                        title="Void draft"
                        label={`Void ${invoice.number}`}
                        icon="tabler:ban"
                        onClick={() => {
                          setOpen({ kind: "void", invoice });
                          setIsVoidOpen(true);
                        }}
                      />
                    ) : null}
                  </Box>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  }

  return (
    <PageSection title="Invoices" description="One a month, from the tier and support plan of each day and the month's usage. Payments are recorded here by hand.">
      <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap", alignItems: "center", justifyContent: "space-between" }}>
        <Box component="form" role="search" aria-label="Invoices" onSubmit={find} sx={{ display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap" }}>
          <TextInput label="Search invoices" placeholder="Number or month, as 2026-11" size="small" value={search} onChange={(event) => setSearch(event.target.value)} />
          <ChoiceSelect label="Status" size="small" value={status} choices={STATUS_CHOICES} onChange={(value) => setStatus(value as InvoiceStatus | "")} />
          <Button type="submit" variant="outlined">
            Search
          </Button>
        </Box>
        <AllowedAction reason={refusal}>
          <Button variant="contained" startIcon={<Icon icon="tabler:plus" fontSize="1.125rem" />} onClick={() => setOpen({ kind: "make" })}>
            Make invoice
          </Button>
        </AllowedAction>
      </Box>
      {list.isLoading && state.data.length > 0 ? <LinearProgress aria-label="Loading invoices" /> : null}
      {content}
      <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", flexWrap: "wrap", gap: 1 }}>
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {state.total === 1 ? "1 invoice" : `${state.total} invoices`}
        </Typography>
        {pages > 1 ? <Pagination aria-label="Invoice pages" count={pages} page={page} onChange={(_event, next) => void list.fetch({ ...state.params, page: next })} /> : null}
      </Box>
      {open?.kind === "view" ? <InvoiceViewDialog invoice={open.invoice} onDownload={() => void download(open.invoice)} onClose={close} /> : null}
      {open?.kind === "make" ? (
        <MakeInvoiceDialog
          onClose={close}
          onMade={(invoice) => {
            toast.success(`Draft ${invoice.number} made for ${monthLabel(invoice.month)}`);
            close();
            void list.refetch();
          }}
        />
      ) : null}
      {open?.kind === "pay" ? (
        <PayInvoiceDialog
          invoice={open.invoice}
          onClose={close}
          onPaid={(invoice) => {
            toast.success(`${invoice.number} marked paid`);
            close();
            void list.refetch();
          }}
        />
      ) : null}
      <ConfirmDeletionDialog
        open={isVoidOpen}
        title="Void draft invoice"
        description={open?.kind === "void" ? `${open.invoice.number} (${monthLabel(open.invoice.month)}) will stay listed as void and will not be payable. The month can be invoiced again.` : ""}
        confirmLabel="Void draft"
        onConfirm={async () => {
          if (open?.kind !== "void") return;
          const voided = await voidInvoice(open.invoice.id);
          toast.success(`${voided.number} voided`);
          await list.refetch();
        }}
        onClose={() => setIsVoidOpen(false)}
      />
    </PageSection>
  );
}
