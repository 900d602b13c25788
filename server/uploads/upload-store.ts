// The uploads table, as the tus hooks and the routes use it. Every query names
// the project, so that no upload is found through another project's URL.
import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { projects, uploads, type Upload } from "../db/schema";
import type { AppError } from "../errors";
import type { Transaction } from "../jobs/job-store";
import type { UploadUsage } from "./upload-room";

export interface NewUpload {
  id: string;
  projectId: string;
  uploadedBy: string;
  fileName: string | null;
  fileType: string | null;
  size: number | null;
}

/**
 * Writes the upload's row unless `refusal` finds a reason against it in what
 * the project's other uploads take, measured on the project's locked row: two
 * creations at once see each other, never both squeeze past a bound.
 */
export async function insertUploadUnlessRefused(db: Database, upload: NewUpload, refusal: (others: UploadUsage) => AppError | null): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, upload.projectId)).for("update");
    const refused = refusal(await measureUploads(tx, upload.projectId));
    if (refused) throw refused;
    await tx.insert(uploads).values(upload);
  });
}

/** The project's uploads (but `exceptId`): how many are unfinished, and their bytes (the length, or what arrived of a deferred one). */
export async function measureUploads(db: Database | Transaction, projectId: string, exceptId?: string): Promise<UploadUsage> {
  const [usage] = await db
    .select({
      inProgress: sql<number>`count(*) filter (where ${uploads.state} = 'uploading')`.mapWith(Number),
      storedBytes: sql<number>`coalesce(sum(coalesce(${uploads.size}, ${uploads.offset})), 0)`.mapWith(Number),
    })
    .from(uploads)
    .where(exceptId === undefined ? eq(uploads.projectId, projectId) : and(eq(uploads.projectId, projectId), ne(uploads.id, exceptId)));
  return usage ?? { inProgress: 0, storedBytes: 0 };
}

/** After an acknowledged PATCH; never moves backwards (a finish may have written the end already). */
export async function recordUploadOffset(db: Database, id: string, offset: number, size: number | null): Promise<void> {
  await db
    .update(uploads)
    .set({ offset: sql`greatest(${uploads.offset}, ${offset})`, size: sql`coalesce(${uploads.size}, ${size})` })
    .where(eq(uploads.id, id));
}

export async function completeUpload(db: Database, id: string, size: number): Promise<void> {
  await db.update(uploads).set({ state: "complete", offset: size, size, completedAt: sql`now()` }).where(eq(uploads.id, id));
}

/** The newest `limit` uploads of the project. */
export async function listUploads(db: Database, projectId: string, limit: number): Promise<Upload[]> {
  return db.select().from(uploads).where(eq(uploads.projectId, projectId)).orderBy(desc(uploads.createdAt), desc(uploads.id)).limit(limit);
}

export async function findUpload(db: Database, projectId: string, id: string): Promise<Upload | undefined> {
  const [found] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.projectId, projectId), eq(uploads.id, id)));
  return found;
}

export async function deleteUploadRow(db: Database, projectId: string, id: string): Promise<void> {
  await db.delete(uploads).where(and(eq(uploads.projectId, projectId), eq(uploads.id, id)));
}
