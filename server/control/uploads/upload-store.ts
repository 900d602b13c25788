// The uploads table, as the tus hooks and the routes use it. Every query names
// the project, so that no upload is found through another project's URL.
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { uploads, type Upload } from "../../db/schema";

export interface NewUpload {
  id: string;
  projectId: string;
  uploadedBy: string;
  fileName: string | null;
  fileType: string | null;
  size: number | null;
}

export async function insertUpload(db: Database, upload: NewUpload): Promise<void> {
  await db.insert(uploads).values(upload);
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
