// What the signed-in user may do with notebooks, from their role and the rights
// table the service checks (contract/rights.ts); nothing is offered until the
// role is known. Within a notebook, its own canEdit (from the service) decides.
import { isAllowed, RIGHTS } from "../../../contract/rights";
import { useSignedInUserRoleQuery } from "../../api-client/signed-in-user-queries";

export interface NotebookRights {
  canCreate: boolean;
  /** The roles that write notebooks, in words. */
  writers: string;
}

export function useNotebookRights(): NotebookRights {
  const role = useSignedInUserRoleQuery().data ?? null;
  return { canCreate: role !== null && isAllowed(role, ["notebook", "create"]), writers: RIGHTS.notebook.create.join(", ") };
}
