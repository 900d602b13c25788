// What a query may reach besides its own collection: another collection of
// the caller's project (lookup_from, with_lookup), found by name or alias and
// held to the caller's rights, as the collection in the path is; one that
// does not exist is Qdrant's 404 in the words it uses for these.
import type { Principal } from "../../access/principal";
import type { Collection } from "../../db/schema";
import type { DataPlane } from "../data-plane";
import { collectionRefused, otherCollectionNotFound } from "../qdrant-errors";

export interface QueryScope {
  plane: DataPlane;
  collection: Collection;
  /** Another collection of the caller's project, as the caller may read it (lookup_from, with_lookup). */
  otherCollection(name: string): Promise<Collection>;
}

export function queryScope(plane: DataPlane, collection: Collection, principal: Principal): QueryScope {
  return {
    plane,
    collection,
    async otherCollection(name) {
      const other = await plane.catalog.find(collection.projectId, name);
      if (!other) throw otherCollectionNotFound(name);
      if (principal.collections && !principal.collections.has(other.name)) throw collectionRefused(name);
      return other;
    },
  };
}
