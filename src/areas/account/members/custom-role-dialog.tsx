// Makes or changes a custom role: a name, what it is for, the role it narrows
// (only roles the signed-in member may grant), and its rights, ticked among
// those of that role, grouped as the permissions list groups them. A new role
// starts with every right of its base role, to untick what it should not do.
// The rights every member holds show ticked and fixed. The service checks the
// same (POST and PATCH /api/roles) and its refusal shows in the dialog.
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import Typography from "@mui/material/Typography";
import { BASIC_RIGHTS, CUSTOM_ROLE_NAME_MAX_LENGTH, type CustomRoleView } from "../../../../contract/roles";
import { allRights, grantableRoles, isAllowed, rightName, type MemberGrant, type MemberRole, type Resource, type Right } from "../../../../contract/rights";
import { actionWords, RESOURCE_TITLES } from "../../../../contract/rights-words";
import { useCustomRoleMutation } from "../../../api-client/roles-queries";
import { ChoiceSelect } from "../../../components/choice-select";
import { DraftFormDialog } from "../../../components/draft-form-dialog";
import { TextInput } from "../../../components/text-input";
import { useDraftForm } from "../../../components/use-draft-form";
import { ROLE_LABELS } from "./member-states";

interface RoleDraft {
  name: string;
  description: string;
  baseRole: MemberRole;
  rights: readonly string[];
}

export interface CustomRoleDialogProps {
  /** The role to change; null to make one. */
  role: CustomRoleView | null;
  /** The signed-in member's role: the base roles offered are those they may grant. */
  callerRole: MemberGrant;
  onClose: () => void;
  onSaved: (role: CustomRoleView) => void;
}

/** The rights of a role, by resource, in the table's order. */
function rightsByResource(baseRole: MemberRole): { resource: Resource; rights: Right[] }[] {
  const groups = new Map<Resource, Right[]>();
  for (const right of allRights()) if (isAllowed(baseRole, right)) groups.set(right[0], [...(groups.get(right[0]) ?? []), right]);
  return [...groups].map(([resource, rights]) => ({ resource, rights }));
}

const rightsOf = (baseRole: MemberRole) => allRights().filter((right) => isAllowed(baseRole, right)).map(rightName);

export function CustomRoleDialog({ role, callerRole, onClose, onSaved }: CustomRoleDialogProps) {
  const mutation = useCustomRoleMutation();
  const baseRoles = grantableRoles(callerRole);
  const firstBase = baseRoles.includes("developer") ? "developer" : (baseRoles[baseRoles.length - 1] ?? "viewer");
  const form = useDraftForm<RoleDraft, { name?: string }, CustomRoleView>(
    role === null ? { name: "", description: "", baseRole: firstBase, rights: rightsOf(firstBase) } : { name: role.name, description: role.description, baseRole: role.baseRole, rights: role.rights },
    (draft) => {
      const name = draft.name.trim();
      if (name === "") return { errors: { name: "Give the role a name, such as Analyst" } };
      const body = { name, description: draft.description.trim(), baseRole: draft.baseRole, rights: draft.rights.filter((right) => !BASIC_RIGHTS.includes(right)) };
      return {
        send: async () => {
          const saved = await mutation.mutateAsync(role === null ? { kind: "create", body } : { kind: "update", roleId: role.id, body });
          if (!saved) throw new Error("The service answered no role");
          return saved;
        },
      };
    },
  );
  const { draft } = form;
  const held = new Set(draft.rights);
  const toggle = (name: string, isHeld: boolean) => form.change({ rights: isHeld ? [...draft.rights, name] : draft.rights.filter((right) => right !== name) });
  const changeBase = (baseRole: MemberRole) => {
    const within = new Set(rightsOf(baseRole));
    // Moving to a role: the rights it lacks go; making a role, it starts from all of the new role's.
    form.change({ baseRole, rights: role === null ? [...within] : draft.rights.filter((right) => within.has(right)) });
  };

  return (
    <DraftFormDialog
      open
      title={role === null ? "New custom role" : `Change ${role.name}`}
      maxWidth="md"
      onClose={onClose}
      submitLabel={role === null ? "Create role" : "Save role"}
      busyLabel="Saving…"
      form={form}
      onSaved={onSaved}
    >
      <TextInput label="Name" {...form.field("name")} required autoFocus inputProps={{ maxLength: CUSTOM_ROLE_NAME_MAX_LENGTH }} />
      <TextInput label="Description" {...form.field("description", "What it is for, as the members list should say it")} multiline minRows={2} />
      <ChoiceSelect
        label="Based on"
        value={draft.baseRole}
        choices={baseRoles.map((base) => ({ value: base, label: ROLE_LABELS[base] }))}
        onChange={(base) => changeBase(base as MemberRole)}
        helperText="A custom role holds some of the rights of this role, never more."
      />
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, display: "grid", gap: 1 }}>
        <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
          Rights
        </Typography>
        {rightsByResource(draft.baseRole).map(({ resource, rights }) => (
          <Box key={resource} role="group" aria-label={RESOURCE_TITLES[resource]} sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "11rem 1fr" }, alignItems: "center", columnGap: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {RESOURCE_TITLES[resource]}
            </Typography>
            <Box sx={{ display: "flex", flexWrap: "wrap", columnGap: 1 }}>
              {rights.map((right) => {
                const name = rightName(right);
                const isBasic = BASIC_RIGHTS.includes(name);
                const words = actionWords(right[0], right[1]);
                return (
                  <FormControlLabel
                    key={name}
                    control={<Checkbox size="small" checked={isBasic || held.has(name)} disabled={isBasic} onChange={(event) => toggle(name, event.target.checked)} />}
                    label={isBasic ? `${words} (every member)` : words}
                    slotProps={{ typography: { variant: "body2" } }}
                  />
                );
              })}
            </Box>
          </Box>
        ))}
      </Box>
    </DraftFormDialog>
  );
}
