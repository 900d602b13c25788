// Conformance with Qdrant v1.19, by endpoint: collections and aliases
// (Qdrant's "Collections" and "Aliases" groups). Wordings from
// lib/storage/src/content_manager/collections_ops.rs ("Collection `x`
// doesn't exist!"), toc/collection_meta_ops.rs (deleting a missing collection
// answers false) and toc/mod.rs (a name's aliases, none for a name that is no
// collection).
import { conformance, error, ok } from "./support/conformance-cases";

jest.setTimeout(60_000);

const MISSING = error(404, "Not found: Collection `missing` doesn't exist!");
const ALIAS = { alias_name: "latest", collection_name: "shop" };

conformance(
  "Qdrant's collection and alias endpoints",
  async (client) => {
    await client.createCollection("shop", { vectors: { size: 3, distance: "Cosine" } });
    await client.updateCollectionAliases({ actions: [{ create_alias: { collection_name: "shop", alias_name: "latest" } }] });
  },
  [
    { does: "lists the collections by name", request: ["GET", "/collections"], answer: ok({ collections: [{ name: "shop" }] }) },
    { does: "says a collection exists", request: ["GET", "/collections/shop/exists"], answer: ok({ exists: true }) },
    { does: "says an alias exists", request: ["GET", "/collections/latest/exists"], answer: ok({ exists: true }) },
    { does: "says a missing one does not, with 200", request: ["GET", "/collections/missing/exists"], answer: ok({ exists: false }) },
    { does: "answers 404 for a missing collection's info", request: ["GET", "/collections/missing"], answer: MISSING },
    { does: "refuses to create a collection twice with 409", request: ["PUT", "/collections/shop", { vectors: { size: 3, distance: "Cosine" } }], answer: error(409, "Wrong input: Collection `shop` already exists!") },
    { does: "answers 404 to updating a missing collection", request: ["PATCH", "/collections/missing", { optimizers_config: {} }], answer: MISSING },
    { does: "answers false to deleting a missing collection", request: ["DELETE", "/collections/missing"], answer: ok(false) },
    { does: "creates a collection", request: ["PUT", "/collections/scratch", { vectors: { size: 2, distance: "Dot" } }], answer: ok(true) },
    { does: "deletes it", request: ["DELETE", "/collections/scratch"], answer: ok(true) },
    { does: "answers 404 for a missing collection's cluster", request: ["GET", "/collections/missing/cluster"], answer: MISSING },
    { does: "lists every alias", request: ["GET", "/aliases"], answer: ok({ aliases: [ALIAS] }) },
    { does: "lists a collection's aliases", request: ["GET", "/collections/shop/aliases"], answer: ok({ aliases: [ALIAS] }) },
    { does: "lists none for a name that is no collection, with 200", request: ["GET", "/collections/missing/aliases"], answer: ok({ aliases: [] }) },
    { does: "lists none for an alias's name (aliases point at collections)", request: ["GET", "/collections/latest/aliases"], answer: ok({ aliases: [] }) },
    {
      does: "answers 404 to deleting a missing alias",
      request: ["POST", "/collections/aliases", { actions: [{ delete_alias: { alias_name: "nope" } }] }],
      answer: error(404, "Not found: Alias `nope` doesn't exist!"),
    },
    {
      does: "answers 404 to an alias of a missing collection",
      request: ["POST", "/collections/aliases", { actions: [{ create_alias: { collection_name: "missing", alias_name: "other" } }] }],
      answer: MISSING,
    },
  ],
);
