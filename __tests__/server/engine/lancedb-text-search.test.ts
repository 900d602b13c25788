// BM25 text search on LanceDB (Qdrant 1.20's text query): the field's index
// is built from the stored payloads on first use, then follows every write
// (upserts, payload edits, deletes) without being built again, keeps to the
// filter, is rebuilt when the field is indexed with other tokenizer
// settings, and is built anew from the table after a reopen.
import { DEFAULT_BM25 } from "../../../server/engine/text-index/bm25-index";
import { DEFAULT_TEXT_INDEX } from "../../../server/engine/text-index/text-index-settings";
import type { TextSearchQuery } from "../../../server/engine/vector-engine";
import { collectionSpec, useEngine } from "./conformance/harness";
import { lanceDbFactory } from "./lancedb-factory";

jest.setTimeout(60_000);

describe("BM25 text search", () => {
  const current = useEngine(lanceDbFactory());
  const search = (id: string, text: string, more: Partial<TextSearchQuery> = {}) =>
    current().engine.textSearch(id, { key: "title", text, bm25: DEFAULT_BM25, limit: 10, ...more }).then((hits) => hits.map((hit) => hit.id));

  it("follows writes, filters, settings and a reopen", async () => {
    const { engine } = current();
    const spec = collectionSpec("Dot", 2);
    await engine.createCollection(spec);
    await engine.createFieldIndex(spec.id, "title", "text", { text: DEFAULT_TEXT_INDEX });
    const point = (id: number, title: string, kind = "a") => ({ id, vector: [1, 0], payload: { title, kind } });
    await engine.upsert(spec.id, [point(1, "getUserName helper"), point(2, "user names and more user names", "b"), point(3, "nothing here")]);
    expect(await search(spec.id, "user")).toEqual([2]);

    await engine.upsert(spec.id, [point(4, "user")]);
    await engine.setPayload(spec.id, { ids: [3] }, { title: "a user" });
    expect(await search(spec.id, "user")).toEqual([4, 3, 2]);
    expect(await search(spec.id, "user", { filter: { kind: "match", key: { raw: "kind", segments: [{ name: "kind", many: false }] }, value: "b" } })).toEqual([2]);
    expect(await search(spec.id, "user", { limit: 1 })).toEqual([4]);

    await engine.deletePoints(spec.id, { ids: [4] });
    expect(await search(spec.id, "user")).toEqual([3, 2]);

    // The code tokenizer splits getUserName: point 1 now holds "user" too.
    await engine.createFieldIndex(spec.id, "title", "text", { text: { ...DEFAULT_TEXT_INDEX, tokenizer: "code" } });
    expect((await search(spec.id, "user")).sort()).toEqual([1, 2, 3]);

    const reopened = await current().reopen();
    expect((await reopened.textSearch(spec.id, { key: "title", text: "user", bm25: DEFAULT_BM25, limit: 10 })).map((hit) => hit.id).sort()).toEqual([1, 2, 3]);
    await expect(reopened.textSearch(spec.id, { key: "kind", text: "a", bm25: DEFAULT_BM25, limit: 10 })).rejects.toMatchObject({ code: "bad_request" });
  });
});
