// GET /aliases and GET /collections/{name}/aliases: the project's aliases, by alias name.
import { and, asc, eq, type SQL } from "drizzle-orm";
import { collectionAliases, collections } from "../../db/schema";
import type { Principal } from "../../access/principal";
import type { DataPlane } from "../data-plane";

export interface AliasDescription {
  alias_name: string;
  collection_name: string;
}

/** The project's aliases, or those pointing at the collection named `collectionName`. */
export async function listAliases(plane: DataPlane, principal: Principal, collectionName?: string): Promise<{ aliases: AliasDescription[] }> {
  const conditions: SQL[] = [eq(collectionAliases.projectId, principal.projectId)];
  if (collectionName !== undefined) conditions.push(eq(collections.name, collectionName));
  const rows = await plane.db
    .select({ alias_name: collectionAliases.aliasName, collection_name: collections.name })
    .from(collectionAliases)
    .innerJoin(collections, eq(collections.id, collectionAliases.collectionId))
    .where(and(...conditions))
    .orderBy(asc(collectionAliases.aliasName));
  const allowed = principal.collections;
  return { aliases: rows.filter((alias) => !allowed || allowed.has(alias.collection_name)) };
}
