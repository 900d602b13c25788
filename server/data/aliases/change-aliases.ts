// POST /collections/aliases: create, delete and rename aliases, all or none
// (one transaction). An alias names a collection of the same project; it
// cannot take a collection's name, and creating an alias that exists moves it.
import { and, eq } from "drizzle-orm";
import type { AliasOperations, ChangeAliasesOperation } from "../../../contract/qdrant/aliases";
import type { Database } from "../../db/client";
import { collectionAliases, collections } from "../../db/schema";
import type { DataPlane } from "../data-plane";
import { collectionAlreadyExists, collectionNotFound } from "../qdrant-errors";
import { AppError } from "../../errors";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

type AliasAction =
  | { kind: "create"; collectionName: string; aliasName: string }
  | { kind: "delete"; aliasName: string }
  | { kind: "rename"; oldAliasName: string; newAliasName: string };

export async function changeAliases(plane: DataPlane, projectId: string, request: ChangeAliasesOperation): Promise<true> {
  const actions = request.actions.map(toAction);
  try {
    await plane.db.transaction(async (tx) => {
      for (const action of actions) await applyAction(tx, projectId, action);
    });
  } finally {
    plane.catalog.forget(projectId);
  }
  return true;
}

async function applyAction(tx: Transaction, projectId: string, action: AliasAction): Promise<void> {
  switch (action.kind) {
    case "create": {
      const [collection] = await tx
        .select({ id: collections.id })
        .from(collections)
        .where(and(eq(collections.projectId, projectId), eq(collections.name, action.collectionName)));
      if (!collection) throw collectionNotFound(action.collectionName);
      await refuseCollectionName(tx, projectId, action.aliasName);
      await tx
        .insert(collectionAliases)
        .values({ projectId, aliasName: action.aliasName, collectionId: collection.id })
        .onConflictDoUpdate({ target: [collectionAliases.projectId, collectionAliases.aliasName], set: { collectionId: collection.id } });
      return;
    }
    case "delete":
      await deleteAlias(tx, projectId, action.aliasName);
      return;
    case "rename": {
      const collectionId = await deleteAlias(tx, projectId, action.oldAliasName);
      await refuseCollectionName(tx, projectId, action.newAliasName);
      await tx
        .insert(collectionAliases)
        .values({ projectId, aliasName: action.newAliasName, collectionId })
        .onConflictDoUpdate({ target: [collectionAliases.projectId, collectionAliases.aliasName], set: { collectionId } });
      return;
    }
  }
}

async function deleteAlias(tx: Transaction, projectId: string, aliasName: string): Promise<string> {
  const [deleted] = await tx
    .delete(collectionAliases)
    .where(and(eq(collectionAliases.projectId, projectId), eq(collectionAliases.aliasName, aliasName)))
    .returning({ collectionId: collectionAliases.collectionId });
  if (!deleted) throw new AppError("not_found", `Not found: Alias \`${aliasName}\` doesn't exist!`);
  return deleted.collectionId;
}

async function refuseCollectionName(tx: Transaction, projectId: string, aliasName: string): Promise<void> {
  const [clash] = await tx
    .select({ id: collections.id })
    .from(collections)
    .where(and(eq(collections.projectId, projectId), eq(collections.name, aliasName)));
  if (clash) throw collectionAlreadyExists(aliasName);
}

function toAction(operation: AliasOperations): AliasAction {
  if ("create_alias" in operation) return { kind: "create", collectionName: operation.create_alias.collection_name, aliasName: operation.create_alias.alias_name };
  if ("delete_alias" in operation) return { kind: "delete", aliasName: operation.delete_alias.alias_name };
  return { kind: "rename", oldAliasName: operation.rename_alias.old_alias_name, newAliasName: operation.rename_alias.new_alias_name };
}
