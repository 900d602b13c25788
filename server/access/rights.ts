// The one rights check of the service: the caller's role against the table in
// contract/rights.ts. Both route wrappers call it (server/api-router/api-router.ts,
// server/data/http/data-router.ts); no route checks a role itself.
import { describeRight, grantName, isAllowed, type Grant, type Right } from "../../contract/rights";
import { AppError } from "../errors";

/** Throws a 403 when the role (or custom role) lacks the right; `refusal` words it for the plane. */
export function assertAllowed(grant: Grant, right: Right, refusal?: string): void {
  if (!isAllowed(grant, right)) throw new AppError("forbidden", refusal ?? `${refusalOf(grant, right)}.`);
}

/** "Your role (viewer) does not allow this: write collection is for owner, admin, developer, read-write" */
export function refusalOf(grant: Grant, right: Right): string {
  if (typeof grant === "string") return `Your role (${grant}) does not allow this: ${describeRight(right)}`;
  return `Your custom role (${grantName(grant)}) does not allow this: it does not hold ${right.join(".")}`;
}
