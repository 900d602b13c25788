// The draft of a month that has ended; the service refuses a month already
// invoiced or not ended, in its own words, shown here.
import type { Invoice } from "../../../../contract/invoices";
import { createInvoice } from "../../../api-client/invoices";
import { DraftFormDialog } from "../../../components/draft-form-dialog";
import { TextInput } from "../../../components/text-input";
import { useDraftForm } from "../../../components/use-draft-form";
import { lastEndedMonth } from "./invoice-words";

export function MakeInvoiceDialog({ onClose, onMade }: { onClose: () => void; onMade: (invoice: Invoice) => void }) {
  const form = useDraftForm<{ month: string }, { month?: string }, Invoice>({ month: lastEndedMonth() }, (draft) =>
    /^\d{4}-\d{2}$/.test(draft.month) ? { send: () => createInvoice({ month: draft.month }) } : { errors: { month: "Choose a month" } },
  );
  return (
    <DraftFormDialog open title="Make an invoice" onClose={onClose} submitLabel="Make draft" busyLabel="Making…" form={form} onSaved={onMade}>
      <TextInput label="Month" type="month" {...form.field("month", "A month that has ended. The draft charges the tier and support plan of each day of it.")} required autoFocus fullWidth />
    </DraftFormDialog>
  );
}
