// POST /collections/aliases: create, delete and rename aliases, all or none
// (one transaction). An alias names a collection of the same project; it
// cannot take a collection's name, and creating an alias that exists moves it.
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { collectionAliases, collections } from "../../db/schema";
import type { DataPlane } from "../data-plane";
import { validateCollectionName } from "../collections/collection-name";
import { describe, isJsonObject, readObject, requireString } from "../parse/body-fields";
import { collectionAlreadyExists, collectionNotFound, formatError } from "../qdrant-errors";
import { AppError } from "../../errors";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

type AliasAction =
  | { kind: "create"; collectionName: string; aliasName: string }
  | { kind: "delete"; aliasName: string }
  | { kind: "rename"; oldAliasName: string; newAliasName: string };

export async function changeAliases(plane: DataPlane, projectId: string, body: unknown): Promise<true> {
  const actions = parseActions(body);
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

function parseActions(body: unknown): AliasAction[] {
  const request = readObject(body);
  if (!Array.isArray(request.actions)) throw formatError("missing field `actions` (a list of create_alias, delete_alias and rename_alias actions)");
  return request.actions.map((value: unknown, index): AliasAction => {
    const path = `actions[${index}]`;
    if (!isJsonObject(value)) throw formatError(`invalid type: ${describe(value)}, expected an alias action at ${path}`);
    if (isJsonObject(value.create_alias)) {
      const create = value.create_alias;
      const aliasName = requireString(create, "alias_name", `${path}.create_alias`);
      validateCollectionName(aliasName, `${path}.create_alias.alias_name`, "JSON body");
      return { kind: "create", collectionName: requireString(create, "collection_name", `${path}.create_alias`), aliasName };
    }
    if (isJsonObject(value.delete_alias)) return { kind: "delete", aliasName: requireString(value.delete_alias, "alias_name", `${path}.delete_alias`) };
    if (isJsonObject(value.rename_alias)) {
      const rename = value.rename_alias;
      const newAliasName = requireString(rename, "new_alias_name", `${path}.rename_alias`);
      validateCollectionName(newAliasName, `${path}.rename_alias.new_alias_name`, "JSON body");
      return { kind: "rename", oldAliasName: requireString(rename, "old_alias_name", `${path}.rename_alias`), newAliasName };
    }
    throw formatError(`${path}: expected one of create_alias, delete_alias or rename_alias`);
  });
}
