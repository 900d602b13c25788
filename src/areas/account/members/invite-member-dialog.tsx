// Invites someone by e-mail with a role or a custom role: only those the
// signed-in member may grant are offered (nobody grants more than they hold). The service's
// refusal (a member already, an invitation pending) shows in the dialog.
import type { Member } from "../../../../contract/members";
import { inviteMember } from "../../../api-client/members";
import { ChoiceSelect } from "../../../components/choice-select";
import { DraftFormDialog } from "../../../components/draft-form-dialog";
import { TextInput } from "../../../components/text-input";
import { useDraftForm } from "../../../components/use-draft-form";
import { grantBody } from "./member-states";

interface InviteDraft {
  email: string;
  /** A choice's value: a role, or "custom:<id>". */
  role: string;
}

export interface InviteMemberDialogProps {
  open: boolean;
  /** The roles and custom roles the inviter may grant (member-states.ts, grantChoices). */
  roles: readonly { value: string; label: string }[];
  onClose: () => void;
  onInvited: (member: Member) => void;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function InviteMemberDialog({ open, roles, onClose, onInvited }: InviteMemberDialogProps) {
  const firstRole = roles.some((choice) => choice.value === "developer") ? "developer" : (roles.find((choice) => !choice.value.startsWith("custom:")) ?? roles[0])?.value ?? "viewer";
  const form = useDraftForm<InviteDraft, { email?: string }, Member>({ email: "", role: firstRole }, (draft) => {
    const email = draft.email.trim();
    if (!EMAIL.test(email)) return { errors: { email: email === "" ? "Enter the address to send the invitation to" : "Enter an e-mail address, such as ada@example.com" } };
    return { send: () => inviteMember({ email, ...grantBody(draft.role) }) };
  });
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <DraftFormDialog
      open={open}
      title="Invite a member"
      onClose={close}
      submitLabel="Send invitation"
      busyLabel="Sending…"
      form={form}
      onSaved={(member) => {
        onInvited(member);
        close();
      }}
    >
      <TextInput label="E-mail" type="email" autoComplete="off" {...form.field("email", "They get a temporary password by e-mail, and choose their own at the first sign-in.")} required autoFocus fullWidth />
      <ChoiceSelect label="Role" value={form.draft.role} choices={roles} onChange={(role) => form.change({ role })} />
    </DraftFormDialog>
  );
}
