// The notebook a new project starts with: a collection made, points upserted
// with text the service embeds (a dense vector and BM25), a filtered query and
// a hybrid query by text, each a request cell in the console's syntax.
import type { NotebookCell } from "../../contract/notebooks";

export const STARTER_NOTEBOOK_NAME = "Getting started";

const json = (value: unknown) => JSON.stringify(value, null, 2);

const ARTICLES = [
  { id: 1, title: "Rates rise again", text: "Interest rates rose again as the central bank fought inflation.", topic: "economy" },
  { id: 2, title: "A quiet harbour", text: "Fishing boats rest in a quiet harbour at dawn.", topic: "travel" },
  { id: 3, title: "Markets steady", text: "Stock markets held steady after the bank's announcement.", topic: "economy" },
];

export function starterCells(): NotebookCell[] {
  return [
    {
      id: "intro",
      kind: "markdown",
      source:
        "# Getting started\n\nRun each cell in turn (or **Run all**). They make a collection `starter` with a dense vector and a BM25 sparse vector, " +
        "upsert three articles whose text the service embeds, then query it with a filter and with a hybrid query by text. " +
        "A request cell is Qdrant's console syntax: the method and path on the first line, the JSON body below.",
    },
    {
      id: "create",
      kind: "request",
      source: `PUT collections/starter\n${json({ vectors: { dense: { size: 512, distance: "Cosine" } }, sparse_vectors: { bm25: { modifier: "idf" } } })}`,
    },
    { id: "index", kind: "request", source: `PUT collections/starter/index?wait=true\n${json({ field_name: "topic", field_schema: "keyword" })}` },
    {
      id: "upsert",
      kind: "request",
      source: `PUT collections/starter/points?wait=true\n${json({
        points: ARTICLES.map(({ id, title, text, topic }) => ({
          id,
          vector: { dense: { text, model: "universal-sentence-encoder-lite" }, bm25: { text, model: "qdrant/bm25" } },
          payload: { title, topic },
        })),
      })}`,
    },
    {
      id: "filtered",
      kind: "request",
      source: `POST collections/starter/points/query\n${json({
        query: { text: "central bank", model: "universal-sentence-encoder-lite" },
        using: "dense",
        filter: { must: [{ key: "topic", match: { value: "economy" } }] },
        limit: 3,
        with_payload: true,
      })}`,
    },
    {
      id: "hybrid",
      kind: "request",
      source: `POST collections/starter/points/query\n${json({
        prefetch: [
          { query: { text: "bank interest rates", model: "qdrant/bm25" }, using: "bm25", limit: 10 },
          { query: { text: "bank interest rates", model: "universal-sentence-encoder-lite" }, using: "dense", limit: 10 },
        ],
        query: { fusion: "rrf" },
        limit: 3,
        with_payload: true,
      })}`,
    },
  ];
}
