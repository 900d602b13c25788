// Aliases: other names for the project's collections.
import { z } from "zod";
import { ChangeAliasesOperation, CollectionsAliasesResponse } from "../aliases";
import { READ, WRITE, declareDataRoute } from "../data-route";

export const aliasRoutes = {
  change: declareDataRoute({
    method: "POST",
    path: "/collections/aliases",
    operation: "aliases.change",
    audit: "alias.change",
    summary: "Create, delete and rename aliases, atomically",
    access: WRITE,
    collection: "all",
    body: ChangeAliasesOperation,
    result: z.boolean(),
    errors: [404, 409],
  }),
  list: declareDataRoute({ method: "GET", path: "/aliases", operation: "aliases.list", summary: "Every alias of the project", access: READ, result: CollectionsAliasesResponse }),
  listOfCollection: declareDataRoute({
    method: "GET",
    path: "/collections/{collection_name}/aliases",
    operation: "aliases.list",
    operationId: "aliases.list_of_collection",
    summary: "The aliases that point at this collection name (none for a name that is not one, as in Qdrant)",
    access: READ,
    collection: "name",
    result: CollectionsAliasesResponse,
  }),
};
