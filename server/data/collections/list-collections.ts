// GET /collections: the names of the project's collections (those the key may reach), by name.
import { asc, eq } from "drizzle-orm";
import { collections } from "../../db/schema";
import type { Principal } from "../../access/principal";
import type { DataPlane } from "../data-plane";

export async function listCollections(plane: DataPlane, principal: Principal): Promise<{ collections: { name: string }[] }> {
  const rows = await plane.db.select({ name: collections.name }).from(collections).where(eq(collections.projectId, principal.projectId)).orderBy(asc(collections.name));
  const allowed = principal.collections;
  return { collections: rows.filter(({ name }) => !allowed || allowed.has(name)) };
}
