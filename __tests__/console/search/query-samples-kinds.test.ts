import { querySamples } from "../../../src/code-samples/query-samples";

const URL = "http://127.0.0.1:8181";

function curlBody(curl: string): unknown {
  return JSON.parse(/-d '([\s\S]*)'$/.exec(curl)?.[1] ?? "");
}

describe("a hybrid query as code", () => {
  const request = {
    prefetch: [
      { query: [0.1, 0.2, 0.3], using: "dense", limit: 20 },
      { query: { indices: [1, 5], values: [0.3, 1.2] }, using: "bm25", limit: 20 },
    ],
    query: { fusion: "rrf" as const },
    limit: 10,
    with_payload: true,
  };
  const samples = querySamples(URL, "hybrid", request);

  it("posts the prefetches and the fusion to /points/query", () => {
    expect(samples.curl.split(" \\\n")[0]).toBe(`curl -X POST 'http://127.0.0.1:8181/collections/hybrid/points/query'`);
    expect(curlBody(samples.curl)).toEqual(request);
    expect(samples.javascript).toContain(`const { points } = await client.query("hybrid", {`);
    expect(samples.javascript).toContain(`    {\n      query: { indices: [1, 5], values: [0.3, 1.2] },\n      using: "bm25",\n      limit: 20,\n    },`);
    expect(samples.javascript).toContain(`  query: { fusion: "rrf" },`);
  });

  it("writes models.Prefetch, models.SparseVector and models.FusionQuery in Python", () => {
    expect(samples.python).toContain(
      [
        `    prefetch=[`,
        `        models.Prefetch(query=[0.1, 0.2, 0.3], using="dense", limit=20),`,
        `        models.Prefetch(query=models.SparseVector(indices=[1, 5], values=[0.3, 1.2]), using="bm25", limit=20),`,
        `    ],`,
        `    query=models.FusionQuery(fusion=models.Fusion.RRF),`,
        `    limit=10,`,
      ].join("\n"),
    );
    const rrf = querySamples(URL, "hybrid", { ...request, query: { rrf: { k: 40 } } });
    expect(rrf.python).toContain(`    query=models.RrfQuery(rrf=models.Rrf(k=40)),`);
    expect(querySamples(URL, "hybrid", { ...request, query: { fusion: "dbsf" } }).python).toContain(`models.Fusion.DBSF`);
  });
});

describe("other kinds of query as code", () => {
  it("searches a sparse vector by name", () => {
    const sparse = querySamples(URL, "hybrid", { query: { indices: [3], values: [0.5] }, using: "bm25", limit: 10, with_payload: true });
    expect(sparse.python).toContain(`    query=models.SparseVector(indices=[3], values=[0.5]),\n    using="bm25",`);
    expect(sparse.javascript).toContain(`  query: { indices: [3], values: [0.5] },\n  using: "bm25",\n`);
  });

  it("writes discovery and context queries with models.ContextPair", () => {
    const discover = querySamples(URL, "docs", {
      query: { discover: { target: 7, context: [{ positive: 1, negative: [0, 0, 1] }] } },
      limit: 10,
      with_payload: true,
    });
    expect(discover.python).toContain(
      `    query=models.DiscoverQuery(discover=models.DiscoverInput(target=7, context=[models.ContextPair(positive=1, negative=[0, 0, 1])])),`,
    );
    const context = querySamples(URL, "docs", { query: { context: [{ positive: 1, negative: 2 }] }, limit: 10, with_payload: true });
    expect(context.python).toContain(`    query=models.ContextQuery(context=[models.ContextPair(positive=1, negative=2)]),`);
  });

  it("orders by a payload key with models.OrderBy", () => {
    const ordered = querySamples(URL, "docs", { query: { order_by: { key: "price", direction: "desc" } }, limit: 10, with_payload: true });
    expect(ordered.python).toContain(`    query=models.OrderByQuery(order_by=models.OrderBy(key="price", direction=models.Direction.DESC)),`);
    expect(curlBody(ordered.curl)).toMatchObject({ query: { order_by: { key: "price", direction: "desc" } } });
  });

  it("groups with /points/query/groups, client.queryGroups and query_points_groups", () => {
    const grouped = querySamples(URL, "docs", { query: [1, 0], limit: 5, group_by: "city", group_size: 2, with_payload: true });
    expect(grouped.curl.split(" \\\n")[0]).toBe(`curl -X POST 'http://127.0.0.1:8181/collections/docs/points/query/groups'`);
    expect(curlBody(grouped.curl)).toEqual({ query: [1, 0], limit: 5, group_by: "city", group_size: 2, with_payload: true });
    expect(grouped.javascript).toContain(`const { groups } = await client.queryGroups("docs", {\n  query: [1, 0],\n  limit: 5,\n  group_by: "city",\n  group_size: 2,\n`);
    expect(grouped.javascript).toContain(`console.log(groups);`);
    expect(grouped.python).toContain(`result = client.query_points_groups(\n    collection_name="docs",\n    query=[1, 0],\n    group_by="city",\n    limit=5,\n    group_size=2,\n`);
    expect(grouped.python).toContain(`print(result.groups)`);
  });
});

describe("query options as code", () => {
  it("writes MMR as models.Mmr inside models.NearestQuery, sparse vectors too", () => {
    const mmr = querySamples(URL, "hybrid", { query: { nearest: { indices: [3], values: [0.5] }, mmr: { diversity: 0.7 } }, using: "bm25", limit: 10, with_payload: true });
    expect(mmr.python).toContain(`    query=models.NearestQuery(nearest=models.SparseVector(indices=[3], values=[0.5]), mmr=models.Mmr(diversity=0.7)),\n    using="bm25",`);
    expect(curlBody(mmr.curl)).toMatchObject({ query: { mmr: { diversity: 0.7 } } });
  });

  it("writes a random sample, lookup_from and RRF's weights as their models", () => {
    const sample = querySamples(URL, "docs", { query: { sample: "random" }, limit: 3, with_payload: true });
    expect(sample.python).toContain(`    query=models.SampleQuery(sample=models.Sample.RANDOM),\n    limit=3,`);
    const lookup = querySamples(URL, "docs", { query: 7, using: "image", lookup_from: { collection: "catalog", vector: "image" }, limit: 10, with_payload: true });
    expect(lookup.python).toContain(`    query=7,\n    using="image",\n    lookup_from=models.LookupLocation(collection="catalog", vector="image"),\n    limit=10,`);
    expect(lookup.javascript).toContain(`  lookup_from: { collection: "catalog", vector: "image" },`);
    const weighted = querySamples(URL, "hybrid", { prefetch: [{ query: [1, 0], limit: 5 }, { query: [0, 1], limit: 5 }], query: { rrf: { weights: [2, 1] } }, limit: 10, with_payload: true });
    expect(weighted.python).toContain(`    query=models.RrfQuery(rrf=models.Rrf(weights=[2, 1])),`);
  });
});
