// The external_models table's queries, always scoped to one project.
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { externalModels, type ExternalModelRow } from "../../db/schema";

export type NewExternalModel = typeof externalModels.$inferInsert;
export type ExternalModelChange = Partial<Pick<ExternalModelRow, "baseUrl" | "providerModel" | "apiKeySealed" | "apiKeyLastFour" | "dimension" | "lastTestedAt" | "lastTestLatencyMs" | "lastTestError">>;

export async function listExternalModels(db: Database, projectId: string): Promise<ExternalModelRow[]> {
  return db.select().from(externalModels).where(eq(externalModels.projectId, projectId)).orderBy(asc(externalModels.name));
}

export async function findExternalModel(db: Database, projectId: string, name: string): Promise<ExternalModelRow | undefined> {
  const [row] = await db
    .select()
    .from(externalModels)
    .where(and(eq(externalModels.projectId, projectId), eq(externalModels.name, name)));
  return row;
}

export async function insertExternalModel(db: Database, values: NewExternalModel): Promise<ExternalModelRow> {
  const [row] = await db.insert(externalModels).values(values).returning();
  if (!row) throw new Error("insertExternalModel: the row was not inserted");
  return row;
}

export async function updateExternalModel(db: Database, id: string, change: ExternalModelChange): Promise<ExternalModelRow | undefined> {
  const [row] = await db
    .update(externalModels)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(externalModels.id, id))
    .returning();
  return row;
}

/** The dimension an answer told, kept unless one was recorded meanwhile (a test, another instance). */
export async function recordFirstDimension(db: Database, id: string, dimension: number): Promise<void> {
  await db
    .update(externalModels)
    .set({ dimension })
    .where(and(eq(externalModels.id, id), isNull(externalModels.dimension)));
}

export async function deleteExternalModel(db: Database, projectId: string, name: string): Promise<boolean> {
  const deleted = await db
    .delete(externalModels)
    .where(and(eq(externalModels.projectId, projectId), eq(externalModels.name, name)))
    .returning({ id: externalModels.id });
  return deleted.length > 0;
}
