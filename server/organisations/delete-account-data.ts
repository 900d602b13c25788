// What the service keeps of a user who deletes their account: nothing. The
// organisation they registered goes with its projects, collections, aliases
// and API keys (rows in one transaction, then the engine drops the vectors),
// unless another owner remains: it is then that owner's, as it would be had the
// user been removed. Their memberships of other organisations end, with their
// notifications, roles in projects, and the keys they made there. The console
// calls this before it deletes the user from the user pool, which may be AWS
// Cognito and knows nothing of organisations. Usage records stay, for the
// invoices they back.
import { and, eq, inArray, isNull, ne } from "drizzle-orm";
import type { SignedInUser } from "../access/token-verifier";
import type { Database } from "../db/client";
import { apiKeys, collections, invitations, memberships, notifications, organisations, projectMembers, projects } from "../db/schema";
import { handOverOwnership } from "../members/hand-over-ownership";
import type { ApiKeyForgetter } from "../api-keys/revoke-api-key";
import type { ProjectCollectionsDropper } from "../projects/delete-project";

export async function deleteAccountData(db: Database, user: SignedInUser, dropper: ProjectCollectionsDropper | undefined, forgetter?: ApiKeyForgetter): Promise<void> {
  const { owned: dropped, revoked } = await db.transaction(async (tx) => {
    const registered = await tx.select({ id: organisations.id }).from(organisations).where(eq(organisations.ownerSub, user.sub)).for("update");
    for (const { id } of registered) {
      const [otherOwner] = await tx
        .select({ sub: memberships.userSub })
        .from(memberships)
        .where(and(eq(memberships.organisationId, id), eq(memberships.role, "owner"), ne(memberships.userSub, user.sub)))
        .limit(1);
      if (otherOwner) await handOverOwnership(tx, id, user.sub);
    }
    const owned = await tx
      .select({ projectId: projects.id, engineId: collections.engineId })
      .from(organisations)
      .innerJoin(projects, eq(projects.organisationId, organisations.id))
      .leftJoin(collections, eq(collections.projectId, projects.id))
      .where(eq(organisations.ownerSub, user.sub));
    await tx.delete(organisations).where(eq(organisations.ownerSub, user.sub));
    // The organisations they leave keep their data; the keys the user made there stop working.
    const left = tx.select({ id: projects.id }).from(projects).innerJoin(memberships, eq(memberships.organisationId, projects.organisationId)).where(eq(memberships.userSub, user.sub));
    const revokedKeys = await tx
      .update(apiKeys)
      .set({ revokedAt: new Date() })
      .where(and(eq(apiKeys.createdBy, user.sub), isNull(apiKeys.revokedAt), inArray(apiKeys.projectId, left)))
      .returning({ hashedKey: apiKeys.hashedKey });
    await tx.delete(memberships).where(eq(memberships.userSub, user.sub));
    await tx.delete(projectMembers).where(eq(projectMembers.userSub, user.sub));
    await tx.delete(invitations).where(eq(invitations.userSub, user.sub));
    await tx.delete(notifications).where(eq(notifications.userSub, user.sub));
    return { owned, revoked: revokedKeys };
  });
  for (const { hashedKey } of revoked) forgetter?.forgetApiKey(hashedKey);
  const byProject = new Map<string, string[]>();
  for (const { projectId, engineId } of dropped) {
    const engineIds = byProject.get(projectId) ?? [];
    if (engineId !== null) engineIds.push(engineId);
    byProject.set(projectId, engineIds);
  }
  for (const [projectId, engineIds] of byProject) await dropper?.dropProjectCollections(projectId, engineIds);
}
