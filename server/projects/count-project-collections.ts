// How many collections a project holds.
import { count, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { collections } from "../db/schema";

export async function countProjectCollections(db: Database, projectId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(collections).where(eq(collections.projectId, projectId));
  return row?.value ?? 0;
}
