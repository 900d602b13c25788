// What the signed-in user may do with alerts, from their role in the
// organisation and the rights table the service checks (contract/rights.ts):
// every member sees rules, channels and their logs; managing them is for the
// roles the table names. Until the role is known nothing is offered, rather
// than offering what the service would then refuse.
import { isAllowed, RIGHTS } from "../../../contract/rights";
import { useSignedInUserRoleQuery } from "../../api-client/signed-in-user-queries";

export interface AlertRights {
  canCreate: boolean;
  canUpdate: boolean;
  canDelete: boolean;
  /** False until the role is known. */
  isKnown: boolean;
  /** Who may manage them, in words ("owner or admin"), for those who may not. */
  managers: string;
}

export function useAlertRights(): AlertRights {
  const query = useSignedInUserRoleQuery();
  const role = query.data ?? null;
  const can = (action: "create" | "update" | "delete") => role !== null && isAllowed(role, ["alert", action]);
  return { canCreate: can("create"), canUpdate: can("update"), canDelete: can("delete"), isKnown: query.isSuccess, managers: RIGHTS.alert.create.join(" or ") };
}
