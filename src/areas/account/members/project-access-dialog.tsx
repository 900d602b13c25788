// Which projects a member reaches: all of the organisation's, with their
// organisation role, or only those chosen here, each with a role that holds
// no more than that (a project role narrows, never widens; for a member with
// a custom role, the custom role itself, or a role within it). The service
// checks the same (PATCH /api/members/{memberId}) and its refusal shows here.
import FormControlLabel from "@mui/material/FormControlLabel";
import Checkbox from "@mui/material/Checkbox";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ProjectSummary } from "../../../../contract/auth";
import type { Member, ProjectRole } from "../../../../contract/members";
import { baseRoleOf, grantOf, holdsAllRightsOf, isCustomRole, MEMBER_ROLES, type MemberRole } from "../../../../contract/rights";
import { updateMember } from "../../../api-client/members";
import { ChoiceSelect } from "../../../components/choice-select";
import { DraftFormDialog } from "../../../components/draft-form-dialog";
import { useDraftForm } from "../../../components/use-draft-form";
import { grantLabel, ROLE_LABELS } from "./member-states";

interface AccessDraft {
  isAll: boolean;
  /** The chosen projects and their roles, by project id. */
  roles: Readonly<Record<string, MemberRole>>;
}

export interface ProjectAccessDialogProps {
  member: Member;
  /** The projects the signed-in member can hand out (those they reach). */
  projects: readonly ProjectSummary[];
  onClose: () => void;
  onSaved: (member: Member) => void;
}

function draftOf(member: Member): AccessDraft {
  return { isAll: member.projects === null, roles: Object.fromEntries((member.projects ?? []).map((entry) => [entry.projectId, entry.role])) };
}

export function ProjectAccessDialog({ member, projects, onClose, onSaved }: ProjectAccessDialogProps) {
  const who = member.name ?? member.email ?? "this member";
  // A project role holds no more than the organisation role; a custom role's base role stands for the custom role.
  const grant = grantOf(member);
  const ownRole = baseRoleOf(grant);
  const roleChoices = MEMBER_ROLES.filter((role) => role === ownRole || holdsAllRightsOf(grant, role)).map((role) => ({
    value: role,
    label: role === ownRole ? grantLabel(grant) : ROLE_LABELS[role],
  }));
  const form = useDraftForm<AccessDraft, { form?: string }, Member>(draftOf(member), (draft) => {
    const chosen: ProjectRole[] = Object.entries(draft.roles).map(([projectId, role]) => ({ projectId, role }));
    if (!draft.isAll && chosen.length === 0) return { errors: { form: "Choose at least one project, or give access to all of them" } };
    return { send: () => updateMember(member.id, { projects: draft.isAll ? null : chosen }) };
  });
  const { draft } = form;
  const toggle = (projectId: string, isChosen: boolean) => {
    const roles = { ...draft.roles };
    if (isChosen) roles[projectId] = ownRole;
    else delete roles[projectId];
    form.change({ roles });
  };

  return (
    <DraftFormDialog open title={`Project access of ${who}`} onClose={onClose} submitLabel="Save access" busyLabel="Saving…" form={form} onSaved={onSaved}>
      <RadioGroup aria-label="Projects reached" value={draft.isAll ? "all" : "some"} onChange={(event) => form.change({ isAll: event.target.value === "all" })}>
        <FormControlLabel value="all" control={<Radio />} label={`All projects, as ${isCustomRole(grant) ? grant.name : grantLabel(grant).toLowerCase()}, including those made later`} />
        <FormControlLabel value="some" control={<Radio />} label="Only the projects chosen here, each with its role" />
      </RadioGroup>
      {draft.isAll ? null : (
        <Box component="ul" aria-label="Projects" sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 1 }}>
          {projects.map((project) => {
            const role = draft.roles[project.id];
            return (
              <Box component="li" key={project.id} sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 2 }}>
                <FormControlLabel control={<Checkbox checked={role !== undefined} onChange={(event) => toggle(project.id, event.target.checked)} />} label={project.name} />
                {role === undefined ? null : (
                  <ChoiceSelect
                    label={`Role in ${project.name}`}
                    isLabelHidden
                    size="small"
                    value={role}
                    choices={roleChoices}
                    onChange={(next) => form.change({ roles: { ...draft.roles, [project.id]: next as MemberRole } })}
                  />
                )}
              </Box>
            );
          })}
        </Box>
      )}
      {form.errors.form ? (
        <Typography role="alert" variant="body2" sx={{ color: "error.main" }}>
          {form.errors.form}
        </Typography>
      ) : null}
    </DraftFormDialog>
  );
}
