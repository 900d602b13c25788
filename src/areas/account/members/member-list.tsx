// The organisation's members and invitations, one row each: who, their role
// or custom role (a choice for those the signed-in member may change), their state
// ("Invited until ...", "Expired"), the projects they reach, and what may be
// done: resend or revoke an invitation, remove a member.
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import type { Member } from "../../../../contract/members";
import { grantOf, holdsAllRightsOf, type MemberGrant } from "../../../../contract/rights";
import { ChoiceSelect } from "../../../components/choice-select";
import { RowAction } from "../../../components/row-action";
import { grantLabel, grantValue, stateLabel } from "./member-states";

export interface MemberActions {
  /** `value`: a choice of `roleChoices` (member-states.ts, grantValue). */
  changeRole: (member: Member, value: string) => void;
  remove: (member: Member) => void;
  resend: (member: Member) => void;
  revoke: (member: Member) => void;
  changeProjects: (member: Member) => void;
}

export interface MemberListProps {
  members: readonly Member[];
  /** The signed-in member's role, and their id. */
  callerRole: MemberGrant | null;
  /** The roles and custom roles the signed-in member may grant (member-states.ts, grantChoices). */
  roleChoices: readonly { value: string; label: string }[];
  callerId: string | null;
  can: { update: boolean; remove: boolean; invite: boolean };
  actions: MemberActions;
}

export function MemberList({ members, callerRole, roleChoices, callerId, can, actions }: MemberListProps) {
  // Nobody changes a member who holds rights they lack, nor grants such a role.
  const mayChange = (member: Member) => callerRole !== null && holdsAllRightsOf(callerRole, grantOf(member));
  return (
    <TableContainer sx={{ border: 1, borderColor: "divider", borderRadius: 1 }}>
      <Table size="small" aria-label="Members">
        <TableHead>
          <TableRow>
            <TableCell>Member</TableCell>
            <TableCell>Role</TableCell>
            <TableCell>State</TableCell>
            <TableCell>Projects</TableCell>
            <TableCell align="right" aria-label="Actions" />
          </TableRow>
        </TableHead>
        <TableBody>
          {members.map((member) => {
            const who = member.name ?? member.email ?? member.id;
            const isActive = member.state === "active";
            return (
              <TableRow key={`${member.state}-${member.id}`}>
                <TableCell component="th" scope="row">
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>
                    {who}
                    {member.id === callerId ? " (you)" : ""}
                  </Typography>
                  {member.name !== null && member.email !== null ? (
                    <Typography variant="body2" sx={{ color: "text.secondary" }}>
                      {member.email}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell>
                  {isActive && can.update && mayChange(member) ? (
                    <ChoiceSelect
                      label={`Role of ${who}`}
                      isLabelHidden
                      size="small"
                      value={grantValue(grantOf(member))}
                      choices={roleChoices}
                      onChange={(value) => actions.changeRole(member, value)}
                    />
                  ) : (
                    grantLabel(grantOf(member))
                  )}
                </TableCell>
                <TableCell>
                  <Chip size="small" variant="outlined" label={stateLabel(member)} color={member.state === "expired" ? "warning" : member.state === "invited" ? "info" : "success"} />
                </TableCell>
                <TableCell>{member.projects === null ? "All projects" : `${member.projects.length} ${member.projects.length === 1 ? "project" : "projects"}`}</TableCell>
                <TableCell align="right">
                  <Box sx={{ display: "inline-flex", gap: 0.5 }}>
                    {!isActive && can.invite ? <RowAction title="Resend invitation" label={`Resend the invitation of ${who}`} icon="tabler:send" onClick={() => actions.resend(member)} /> : null}
                    {!isActive && can.invite && mayChange(member) ? (
                      <RowAction title="Revoke invitation" label={`Revoke the invitation of ${who}`} icon="tabler:x" onClick={() => actions.revoke(member)} />
                    ) : null}
                    {isActive && can.update && mayChange(member) ? (
                      <RowAction title="Project access" label={`Project access of ${who}`} icon="tabler:folders" onClick={() => actions.changeProjects(member)} />
                    ) : null}
                    {isActive && can.remove && mayChange(member) ? <RowAction title="Remove member" label={`Remove ${who}`} icon="tabler:trash" onClick={() => actions.remove(member)} /> : null}
                  </Box>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
