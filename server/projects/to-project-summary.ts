// A project as the signed-in user's summary shows it (contract/auth.ts).
import type { ProjectSummary } from "../../contract/auth";
import type { Project } from "../db/schema";

export function toProjectSummary({ id, name, createdAt }: Project): ProjectSummary {
  return { id, name, createdAt: createdAt.toISOString() };
}
