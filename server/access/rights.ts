// The one rights check of the service: the caller's role against the table in
// contract/rights.ts. Both route wrappers call it (server/api-router/api-router.ts,
// server/data/http/data-router.ts); no route checks a role itself.
import { describeRight, isAllowed, type Right, type Role } from "../../contract/rights";
import { AppError } from "../errors";

/** Throws a 403 when the role lacks the right; `refusal` words it for the plane. */
export function assertAllowed(role: Role, right: Right, refusal = `Your role (${role}) does not allow this: ${describeRight(right)}.`): void {
  if (!isAllowed(role, right)) throw new AppError("forbidden", refusal);
}
