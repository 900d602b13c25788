// Marks an issued invoice paid: payments are collected by hand here (no
// payment provider), so the member records how it was paid.
import type { Invoice } from "../../../../contract/invoices";
import { payInvoice } from "../../../api-client/invoices";
import { DraftFormDialog } from "../../../components/draft-form-dialog";
import { TextInput } from "../../../components/text-input";
import { useDraftForm } from "../../../components/use-draft-form";
import { formatCents } from "../../../components/format-price";

export function PayInvoiceDialog({ invoice, onClose, onPaid }: { invoice: Invoice; onClose: () => void; onPaid: (invoice: Invoice) => void }) {
  const form = useDraftForm<{ reference: string }, { reference?: string }, Invoice>({ reference: "" }, (draft) =>
    draft.reference.trim() === "" ? { errors: { reference: "Enter how it was paid, such as the transfer's reference" } } : { send: () => payInvoice(invoice.id, { reference: draft.reference.trim() }) },
  );
  return (
    <DraftFormDialog open title={`Mark ${invoice.number} paid`} onClose={onClose} submitLabel="Mark paid" busyLabel="Saving…" form={form} onSaved={onPaid}>
      <TextInput label="Payment reference" {...form.field("reference", `The payment of ${formatCents(invoice.totalCents)}: a bank transfer's reference, a receipt number.`)} required autoFocus fullWidth />
    </DraftFormDialog>
  );
}
