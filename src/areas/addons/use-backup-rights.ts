// What the signed-in user may do with backups, from their role and the rights
// table the service checks (contract/rights.ts); nothing is offered until the
// role is known.
import { isAllowed, RIGHTS } from "../../../contract/rights";
import { useSignedInUserRoleQuery } from "../../api-client/signed-in-user-queries";

export interface BackupRights {
  canCreate: boolean;
  canRestore: boolean;
  canDelete: boolean;
  canSchedule: boolean;
  /** Who may take, restore and delete backups, and who may turn the schedule on or off, in words. */
  builders: string;
  managers: string;
}

export function useBackupRights(): BackupRights {
  const role = useSignedInUserRoleQuery().data ?? null;
  const can = (action: "create" | "restore" | "delete" | "schedule") => role !== null && isAllowed(role, ["backup", action]);
  return {
    canCreate: can("create"),
    canRestore: can("restore"),
    canDelete: can("delete"),
    canSchedule: can("schedule"),
    builders: RIGHTS.backup.create.join(", "),
    managers: RIGHTS.backup.schedule.join(" or "),
  };
}
