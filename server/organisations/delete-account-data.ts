// What the service keeps of a user who deletes their account: nothing. The
// organisation they own goes with its projects, collections, aliases and API
// keys (rows in one transaction, then the engine drops the vectors), and their
// memberships of other organisations end, with their notifications. The console calls this before it
// deletes the user from the user pool, which may be AWS Cognito and knows
// nothing of organisations. Usage records stay, for the invoices they back.
import { eq } from "drizzle-orm";
import type { SignedInUser } from "../access/token-verifier";
import type { Database } from "../db/client";
import { collections, memberships, notifications, organisations, projects } from "../db/schema";
import type { ProjectCollectionsDropper } from "../projects/delete-project";

export async function deleteAccountData(db: Database, user: SignedInUser, dropper: ProjectCollectionsDropper | undefined): Promise<void> {
  const dropped = await db.transaction(async (tx) => {
    const owned = await tx
      .select({ projectId: projects.id, engineId: collections.engineId })
      .from(organisations)
      .innerJoin(projects, eq(projects.organisationId, organisations.id))
      .leftJoin(collections, eq(collections.projectId, projects.id))
      .where(eq(organisations.ownerSub, user.sub));
    await tx.delete(organisations).where(eq(organisations.ownerSub, user.sub));
    await tx.delete(memberships).where(eq(memberships.userSub, user.sub));
    await tx.delete(notifications).where(eq(notifications.userSub, user.sub));
    return owned;
  });
  const byProject = new Map<string, string[]>();
  for (const { projectId, engineId } of dropped) {
    const engineIds = byProject.get(projectId) ?? [];
    if (engineId !== null) engineIds.push(engineId);
    byProject.set(projectId, engineIds);
  }
  for (const [projectId, engineIds] of byProject) await dropper?.dropProjectCollections(projectId, engineIds);
}
