// Aliases: Qdrant's ChangeAliasesOperation (create, delete and rename, all or
// none) and the alias lists.
import { z } from "zod";
import { CollectionName, ExistingName } from "./collections";
import { selectUnion } from "./select-union";
import { PATH, expecting, isJsonObject } from "./wording";

export const CreateAliasOperation = z.object({ create_alias: z.object({ collection_name: ExistingName, alias_name: CollectionName }, { error: expecting("an object") }) });
export const DeleteAliasOperation = z.object({ delete_alias: z.object({ alias_name: ExistingName }, { error: expecting("an object") }) });
export const RenameAliasOperation = z.object({ rename_alias: z.object({ old_alias_name: ExistingName, new_alias_name: CollectionName }, { error: expecting("an object") }) });

/** Qdrant's AliasOperations, told apart by their key. */
export const AliasOperations = selectUnion(
  [CreateAliasOperation, DeleteAliasOperation, RenameAliasOperation],
  (value) => {
    if (!isJsonObject(value)) return undefined;
    if ("create_alias" in value) return CreateAliasOperation;
    if ("delete_alias" in value) return DeleteAliasOperation;
    return "rename_alias" in value ? RenameAliasOperation : undefined;
  },
  { error: (issue) => (isJsonObject(issue.input) ? `${PATH}: expected one of create_alias, delete_alias or rename_alias` : expecting("an alias action")(issue)) },
);

export type AliasOperations = z.output<typeof AliasOperations>;

export const ChangeAliasesOperation = z.object(
  { actions: z.array(AliasOperations, { error: "missing field `actions` (a list of create_alias, delete_alias and rename_alias actions)" }) },
  { error: expecting("an object") },
);

export type ChangeAliasesOperation = z.output<typeof ChangeAliasesOperation>;

export const AliasDescription = z.object({ alias_name: z.string(), collection_name: z.string() });

export type AliasDescription = z.output<typeof AliasDescription>;

export const CollectionsAliasesResponse = z.object({ aliases: z.array(AliasDescription) });
