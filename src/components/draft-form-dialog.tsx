// The dialog of a draft form (use-draft-form.ts): the form's request in flight
// and the service's refusal shown as form-dialog.tsx shows them, and what a
// save the service accepted leads to (a toast, closing) said once by the
// dialog that owns the form.
import { FormDialog, type FormDialogProps } from "./form-dialog";
import type { DraftForm, DraftErrors } from "./use-draft-form";

export interface DraftFormDialogProps<Saved> extends Omit<FormDialogProps, "isSubmitting" | "onSubmit" | "failure"> {
  form: Pick<DraftForm<unknown, DraftErrors, Saved>, "isSubmitting" | "failure" | "submit">;
  /** What the service answered; not called when the draft has problems or the service refused it. */
  onSaved?: (saved: Saved) => void;
}

export function DraftFormDialog<Saved>({ form, onSaved, ...dialog }: DraftFormDialogProps<Saved>) {
  const save = async () => {
    const saved = await form.submit();
    if (saved !== null) onSaved?.(saved);
  };
  return <FormDialog {...dialog} isSubmitting={form.isSubmitting} failure={form.failure} onSubmit={save} />;
}
