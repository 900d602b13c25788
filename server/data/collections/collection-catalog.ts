// Which collection a name means in a project: its own name, or an alias.
// Each project's names are loaded in one go and kept for CACHE_TTL_MS, so that
// a search costs no metadata query; every change made through this service
// forgets the project's names at once. (Another service instance's changes
// show within CACHE_TTL_MS.)
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { collectionAliases, collections, type Collection } from "../../db/schema";
import { CACHE_TTL_MS } from "../../access/principal-resolver";
import { collectionNotFound } from "../qdrant-errors";

interface ProjectNames {
  /** Collection names and alias names, each to its collection. */
  byName: Map<string, Collection>;
  expiresAt: number;
}

export class CollectionCatalog {
  private readonly projects = new Map<string, Promise<ProjectNames>>();

  constructor(private readonly db: Database) {}

  /** The collection `name` (or the alias `name`) means in the project, if any. */
  async find(projectId: string, name: string): Promise<Collection | undefined> {
    return (await this.load(projectId)).byName.get(name);
  }

  /** As find, or 404 "Not found: Collection `name` doesn't exist!". */
  async require(projectId: string, name: string): Promise<Collection> {
    const collection = await this.find(projectId, name);
    if (!collection) throw collectionNotFound(name);
    return collection;
  }

  forget(projectId: string): void {
    this.projects.delete(projectId);
  }

  private load(projectId: string): Promise<ProjectNames> {
    const cached = this.projects.get(projectId);
    if (cached) return cached.then((names) => (names.expiresAt > Date.now() ? names : this.reload(projectId, cached)));
    return this.reload(projectId);
  }

  private reload(projectId: string, stale?: Promise<ProjectNames>): Promise<ProjectNames> {
    // One query for concurrent callers; a failed load is not kept.
    const current = this.projects.get(projectId);
    if (current && current !== stale) return current;
    const loading = this.query(projectId);
    this.projects.set(projectId, loading);
    loading.catch(() => {
      if (this.projects.get(projectId) === loading) this.projects.delete(projectId);
    });
    return loading;
  }

  private async query(projectId: string): Promise<ProjectNames> {
    const [rows, aliases] = await Promise.all([
      this.db.select().from(collections).where(eq(collections.projectId, projectId)),
      this.db.select({ aliasName: collectionAliases.aliasName, collectionId: collectionAliases.collectionId }).from(collectionAliases).where(eq(collectionAliases.projectId, projectId)),
    ]);
    const byName = new Map<string, Collection>();
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const { aliasName, collectionId } of aliases) {
      const target = byId.get(collectionId);
      if (target) byName.set(aliasName, target);
    }
    for (const row of rows) byName.set(row.name, row);
    return { byName, expiresAt: Date.now() + CACHE_TTL_MS };
  }
}
