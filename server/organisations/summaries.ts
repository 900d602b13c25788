// Rows of the metadata store as the API contract shows them (contract/auth.ts).
import type { OrganisationSummary, ProjectSummary, UserSummary } from "../../contract/auth";
import type { SignedInUser } from "../access/token-verifier";
import type { Organisation, Project } from "../db/schema";

export function toUserSummary({ sub, email, username, givenName, familyName }: SignedInUser): UserSummary {
  return { sub, email, username, givenName: givenName ?? null, familyName: familyName ?? null };
}

export function toOrganisationSummary({ id, name }: Pick<Organisation, "id" | "name">, role: OrganisationSummary["role"]): OrganisationSummary {
  return { id, name, role };
}

export function toProjectSummary({ id, name, createdAt }: Project): ProjectSummary {
  return { id, name, createdAt: createdAt.toISOString() };
}
