// A user and an organisation as the API contract shows them (contract/auth.ts).
import type { OrganisationSummary, UserSummary } from "../../contract/auth";
import { grantFields, type MemberGrant } from "../../contract/rights";
import type { SignedInUser } from "../access/token-verifier";
import type { Organisation } from "../db/schema";

export function toUserSummary({ sub, email, username, givenName, familyName }: SignedInUser): UserSummary {
  return { sub, email, username, givenName: givenName ?? null, familyName: familyName ?? null };
}

export function toOrganisationSummary({ id, name }: Pick<Organisation, "id" | "name">, grant: MemberGrant): OrganisationSummary {
  return { id, name, ...grantFields(grant) };
}
