// Whether a console user may act in a project: it belongs to an organisation they are a member of.
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { memberships, projects } from "../../db/schema";

export async function isProjectMember(db: Database, userSub: string, projectId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .innerJoin(memberships, eq(memberships.organisationId, projects.organisationId))
    .where(and(eq(projects.id, projectId), eq(memberships.userSub, userSub)))
    .limit(1);
  return row !== undefined;
}
