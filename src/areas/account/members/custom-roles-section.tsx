// The organisation's custom roles (the Members tab): each with what it is for,
// the role it narrows and what it leaves out of it, and how many members hold
// it; making, changing and deleting one (after a confirmation; a role still
// held is refused by the service with its reason). What the signed-in member
// may not do is disabled with the reason.
import { useState } from "react";
import toast from "react-hot-toast";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import type { CustomRoleView } from "../../../../contract/roles";
import { allRights, holdsAllRightsOf, isAllowed, type Resource } from "../../../../contract/rights";
import { actionWords, RESOURCE_TITLES } from "../../../../contract/rights-words";
import { toApiError } from "../../../api-client/api-error";
import { useCustomRoleMutation, useCustomRolesQuery } from "../../../api-client/roles-queries";
import { AllowedAction } from "../../../components/allowed-action";
import { ConfirmDeletionDialog } from "../../../components/confirm-deletion-dialog";
import { EmptyState } from "../../../components/empty-state";
import { RowAction } from "../../../components/row-action";
import { ServiceErrorAlert } from "../../../components/service-error-alert";
import type { MemberRights } from "../../../components/use-member-rights";
import { Icon } from "../../../icons/icon";
import { CustomRoleDialog } from "./custom-role-dialog";
import { ROLE_LABELS } from "./member-states";

/** What a custom role leaves out of its base role, by resource: "Collections and points: create, change and delete". */
export function leftOut(role: CustomRoleView): string[] {
  const byResource = new Map<Resource, string[]>();
  for (const right of allRights()) {
    if (isAllowed(role.baseRole, right) && !isAllowed(role, right)) byResource.set(right[0], [...(byResource.get(right[0]) ?? []), actionWords(right[0], right[1])]);
  }
  return [...byResource].map(([resource, actions]) => `${RESOURCE_TITLES[resource]}: ${actions.join(", ")}`);
}

type Editing = { role: CustomRoleView | null } | null;

export function CustomRolesSection({ rights }: { rights: MemberRights }) {
  const query = useCustomRolesQuery();
  const mutation = useCustomRoleMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<CustomRoleView | null>(null);
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  const roles = query.data ?? [];
  const caller = rights.role;
  const mayChange = (role: CustomRoleView) => caller !== null && holdsAllRightsOf(caller, role);

  let content;
  if (query.isError && roles.length === 0) content = <ServiceErrorAlert title="The custom roles could not be loaded" message={toApiError(query.error).message} onRetry={() => void query.refetch()} />;
  else if (query.isPending) content = <LinearProgress aria-label="Loading custom roles" />;
  else if (roles.length === 0) {
    content = (
      <EmptyState
        icon="tabler:user-shield"
        title="No custom roles yet"
        description="A custom role gives part of a role's rights: a developer who may not delete collections, say, or a viewer who may not make keys."
      />
    );
  } else {
    content = (
      <TableContainer sx={{ border: 1, borderColor: "divider", borderRadius: 1 }}>
        <Table size="small" aria-label="Custom roles">
          <TableHead>
            <TableRow>
              <TableCell>Custom role</TableCell>
              <TableCell>Based on</TableCell>
              <TableCell>Leaves out</TableCell>
              <TableCell align="right">Held by</TableCell>
              <TableCell align="right" aria-label="Actions" />
            </TableRow>
          </TableHead>
          <TableBody>
            {roles.map((role) => {
              const out = leftOut(role);
              return (
                <TableRow key={role.id}>
                  <TableCell component="th" scope="row" sx={{ verticalAlign: "top" }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {role.name}
                    </Typography>
                    {role.description ? (
                      <Typography variant="body2" sx={{ color: "text.secondary" }}>
                        {role.description}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell sx={{ verticalAlign: "top" }}>{ROLE_LABELS[role.baseRole]}</TableCell>
                  <TableCell sx={{ verticalAlign: "top" }}>
                    {out.length === 0 ? (
                      "Nothing: all of its rights"
                    ) : (
                      <Box component="ul" aria-label={`What ${role.name} leaves out`} sx={{ m: 0, pl: 2 }}>
                        {out.map((line) => (
                          <li key={line}>
                            <Typography variant="body2">{line}</Typography>
                          </li>
                        ))}
                      </Box>
                    )}
                  </TableCell>
                  <TableCell align="right" sx={{ verticalAlign: "top" }}>
                    {role.holders === 1 ? "1 member" : `${role.holders} members`}
                  </TableCell>
                  <TableCell align="right" sx={{ verticalAlign: "top" }}>
                    {mayChange(role) ? (
                      <Box sx={{ display: "inline-flex", gap: 0.5 }}>
                        {rights.can(["role", "update"]) ? <RowAction title="Change role" label={`Change ${role.name}`} icon="tabler:pencil" onClick={() => setEditing({ role })} /> : null}
                        {rights.can(["role", "delete"]) ? (
                          <RowAction
                            title="Delete role"
                            label={`Delete ${role.name}`}
                            icon="tabler:trash"
                            onClick={() => {
                              setDeleting(role);
                              setIsDeleteOpen(true);
                            }}
                          />
                        ) : null}
                      </Box>
                    ) : null}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    );
  }

  return (
    <>
      <Box sx={{ display: "flex", justifyContent: "flex-end" }}>
        <AllowedAction reason={rights.reason(["role", "create"], "make")}>
          <Button variant="outlined" startIcon={<Icon icon="tabler:plus" fontSize="1.125rem" />} onClick={() => setEditing({ role: null })} disabled={caller === null}>
            New custom role
          </Button>
        </AllowedAction>
      </Box>
      {content}
      {editing === null || caller === null ? null : (
        <CustomRoleDialog
          key={editing.role?.id ?? "new"}
          role={editing.role}
          callerRole={caller}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            toast.success(editing.role === null ? `Custom role ${saved.name} created` : `Custom role ${saved.name} saved`);
            setEditing(null);
          }}
        />
      )}
      <ConfirmDeletionDialog
        open={isDeleteOpen}
        title="Delete custom role"
        description={
          deleting === null
            ? ""
            : deleting.holders > 0
              ? `${deleting.holders === 1 ? "1 member holds" : `${deleting.holders} members hold`} ${deleting.name}: give them another role first.`
              : `${deleting.name} will no longer be offered when you invite or change a member.`
        }
        confirmLabel="Delete role"
        onConfirm={async () => {
          if (deleting === null) return;
          await mutation.mutateAsync({ kind: "delete", roleId: deleting.id });
          toast.success(`Custom role ${deleting.name} deleted`);
        }}
        onClose={() => setIsDeleteOpen(false)}
      />
    </>
  );
}
