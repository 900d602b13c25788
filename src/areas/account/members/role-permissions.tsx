// The permissions list (the specification's permissions area): each member
// role with what it is for and what it may do, generated from the rights
// table the service checks (contract/rights.ts), so that it never says other
// than the service does.
import Box from "@mui/material/Box";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { MEMBER_ROLE_DESCRIPTIONS, MEMBER_ROLES, RIGHTS, type Resource, type Role } from "../../../../contract/rights";
import { actionWords, RESOURCE_TITLES } from "../../../../contract/rights-words";
import { ROLE_LABELS } from "./member-states";

const TABLE: Readonly<Record<string, Readonly<Record<string, readonly Role[]>>>> = RIGHTS;

/** "API keys: read, create, revoke the keys they made": what a role may do with each resource, in the console's words. */
export function permissionsOf(role: Role): { resource: string; actions: string[] }[] {
  return Object.entries(TABLE)
    .map(([resource, actions]) => ({
      resource: RESOURCE_TITLES[resource as Resource],
      actions: Object.keys(actions)
        .filter((action) => actions[action]?.includes(role))
        .map((action) => actionWords(resource, action)),
    }))
    .filter((entry) => entry.actions.length > 0);
}

export function RolePermissions() {
  return (
    <TableContainer sx={{ border: 1, borderColor: "divider", borderRadius: 1 }}>
      <Table size="small" aria-label="Roles and their permissions">
        <TableHead>
          <TableRow>
            <TableCell>Role</TableCell>
            <TableCell>Permissions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {MEMBER_ROLES.map((role) => (
            <TableRow key={role}>
              <TableCell component="th" scope="row" sx={{ verticalAlign: "top", minWidth: "10rem" }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {ROLE_LABELS[role]}
                </Typography>
                <Typography variant="body2" sx={{ color: "text.secondary" }}>
                  {MEMBER_ROLE_DESCRIPTIONS[role]}
                </Typography>
              </TableCell>
              <TableCell>
                <Box component="ul" aria-label={`Permissions of ${ROLE_LABELS[role]}`} sx={{ m: 0, pl: 2 }}>
                  {permissionsOf(role).map(({ resource, actions }) => (
                    <li key={resource}>
                      <Typography variant="body2">
                        <Box component="span" sx={{ fontWeight: 500 }}>
                          {resource}
                        </Box>
                        : {actions.join(", ")}
                      </Typography>
                    </li>
                  ))}
                </Box>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
