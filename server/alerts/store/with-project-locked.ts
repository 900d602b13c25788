// Work done while holding the project's row: two additions counted against
// a per-project limit at once see each other's rows, never both squeeze in.
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { projects } from "../../db/schema";
import type { Transaction } from "../../jobs/job-store";

export async function withProjectLocked<T>(db: Database, projectId: string, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).for("update");
    return work(tx);
  });
}
