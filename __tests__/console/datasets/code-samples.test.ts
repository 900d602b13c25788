import { createCollectionSamples } from "../../../src/code-samples/collection-samples";
import { implicitPort, javascriptClientSetup, pythonClientSetup } from "../../../src/code-samples/client-setup";
import { shellQuote, toJavaScript, toPython } from "../../../src/code-samples/code-literals";
import { querySamples } from "../../../src/code-samples/query-samples";

const URL = "http://127.0.0.1:8181";

describe("the create-collection request as code", () => {
  const request = {
    name: "docs",
    body: { vectors: { size: 4, distance: "Cosine" as const } },
    indexes: [{ field_name: "city", field_schema: "keyword" as const }],
  };
  const samples = createCollectionSamples(URL, request);

  it("is two curl calls: the collection, then its payload index", () => {
    expect(samples.curl).toBe(
      [
        `curl -X PUT 'http://127.0.0.1:8181/collections/docs' \\`,
        `  -H "api-key: $QDRANT_API_KEY" \\`,
        `  -H 'Content-Type: application/json' \\`,
        `  -d '{\n  "vectors": {\n    "size": 4,\n    "distance": "Cosine"\n  }\n}'`,
        ``,
        `curl -X PUT 'http://127.0.0.1:8181/collections/docs/index?wait=true' \\`,
        `  -H "api-key: $QDRANT_API_KEY" \\`,
        `  -H 'Content-Type: application/json' \\`,
        `  -d '{\n  "field_name": "city",\n  "field_schema": "keyword"\n}'`,
      ].join("\n"),
    );
  });

  it("uses @qdrant/js-client-rest in JavaScript", () => {
    expect(samples.javascript).toBe(
      [
        `import { QdrantClient } from "@qdrant/js-client-rest";`,
        ``,
        `const client = new QdrantClient({ url: "http://127.0.0.1:8181", apiKey: process.env.QDRANT_API_KEY });`,
        ``,
        `await client.createCollection("docs", { vectors: { size: 4, distance: "Cosine" } });`,
        `await client.createPayloadIndex("docs", { field_name: "city", field_schema: "keyword", wait: true });`,
      ].join("\n"),
    );
  });

  it("uses qdrant-client's models in Python", () => {
    expect(samples.python).toContain(`client = QdrantClient(url="http://127.0.0.1:8181", api_key=os.environ["QDRANT_API_KEY"])`);
    expect(samples.python).toContain(`    vectors_config=models.VectorParams(size=4, distance=models.Distance.COSINE),`);
    expect(samples.python).toContain(`    field_schema=models.PayloadSchemaType.KEYWORD,`);
  });

  it("quotes names that a shell or a URL would misread", () => {
    const odd = createCollectionSamples(URL, { ...request, name: "it's mine", indexes: [] });
    expect(odd.curl).toContain(`curl -X PUT 'http://127.0.0.1:8181/collections/it'\\''s%20mine'`);
    expect(odd.javascript).toContain(`client.createCollection("it's mine",`);
  });
});

describe("a collection of named vectors as code", () => {
  const samples = createCollectionSamples(URL, {
    name: "media",
    body: { vectors: { image: { size: 4, distance: "Cosine" as const }, "text-en": { size: 384, distance: "Dot" as const } } },
    indexes: [],
  });

  it("sends the vectors by name with curl and in JavaScript", () => {
    const body = /-d '([\s\S]*)'$/.exec(samples.curl)?.[1];
    expect(JSON.parse(body ?? "")).toEqual({ vectors: { image: { size: 4, distance: "Cosine" }, "text-en": { size: 384, distance: "Dot" } } });
    expect(samples.javascript).toContain(
      [
        `await client.createCollection("media", {`,
        `  vectors: {`,
        `    image: { size: 4, distance: "Cosine" },`,
        `    "text-en": { size: 384, distance: "Dot" },`,
        `  },`,
        `});`,
      ].join("\n"),
    );
  });

  it("gives Python a dict of models.VectorParams by name", () => {
    expect(samples.python).toContain(
      [
        `    vectors_config={`,
        `        "image": models.VectorParams(size=4, distance=models.Distance.COSINE),`,
        `        "text-en": models.VectorParams(size=384, distance=models.Distance.DOT),`,
        `    },`,
      ].join("\n"),
    );
  });
});

describe("the create-collection request in Go and Rust, where the service serves gRPC", () => {
  const grpc = { host: "vdb.example.com", port: 6334, tls: true };

  it("creates the collection, then each payload index waited for, with the clients' constructors", () => {
    const samples = createCollectionSamples(URL, { name: "docs", body: { vectors: { size: 4, distance: "Cosine" } }, indexes: [{ field_name: "city", field_schema: "keyword" }] }, grpc);
    expect(samples.go).toContain(
      [
        "\terr = client.CreateCollection(context.Background(), &qdrant.CreateCollection{",
        '\t\tCollectionName: "docs",',
        "\t\tVectorsConfig: qdrant.NewVectorsConfig(&qdrant.VectorParams{Size: 4, Distance: qdrant.Distance_Cosine}),",
        "\t})",
      ].join("\n"),
    );
    expect(samples.go).toContain('\t\tFieldName: "city",\n\t\tFieldType: qdrant.FieldType_FieldTypeKeyword.Enum(),\n\t\tWait: qdrant.PtrOf(true),');
    // Nothing is printed, and Go refuses an unused import.
    expect(samples.go).not.toContain('"fmt"');
    expect(samples.rust).toContain('CreateCollectionBuilder::new("docs")\n                .vectors_config(VectorParamsBuilder::new(4, Distance::Cosine)),');
    expect(samples.rust).toContain('.create_field_index(CreateFieldIndexCollectionBuilder::new("docs", "city", FieldType::Keyword).wait(true))');
  });

  it("gives named and sparse vectors by name, and <dimension> for a size not entered yet", () => {
    const samples = createCollectionSamples(
      URL,
      { name: "docs", body: { vectors: { image: { size: 0, distance: "Dot" } }, sparse_vectors: { bm25: { modifier: "idf" }, plain: {} } }, indexes: [] },
      grpc,
    );
    expect(samples.go).toContain('\t\tVectorsConfig: qdrant.NewVectorsConfigMap(map[string]*qdrant.VectorParams{\n\t\t\t"image": {Size: <dimension>, Distance: qdrant.Distance_Dot},\n\t\t}),');
    expect(samples.go).toContain('\t\t\t"bm25": {Modifier: qdrant.Modifier_Idf.Enum()},\n\t\t\t"plain": {},');
    expect(samples.rust).toContain('vectors_config.add_named_vector_params("image", VectorParamsBuilder::new(<dimension>, Distance::Dot));');
    expect(samples.rust).toContain('sparse_vectors_config.add_named_vector_params("bm25", SparseVectorParamsBuilder::default().modifier(Modifier::Idf));');
    expect(samples.rust).toContain(".vectors_config(vectors_config)\n                .sparse_vectors_config(sparse_vectors_config),");
  });

  it("leaves Go and Rust out for an index with parameters, and without a gRPC endpoint", () => {
    const text = { field_name: "body", field_schema: { type: "text" as const, tokenizer: "word" as const } };
    const samples = createCollectionSamples(URL, { name: "docs", body: { vectors: { size: 4, distance: "Cosine" } }, indexes: [text] }, grpc);
    expect([samples.go, samples.rust]).toEqual([undefined, undefined]);
    expect(createCollectionSamples(URL, { name: "docs", body: { vectors: { size: 4, distance: "Cosine" } }, indexes: [] }).go).toBeUndefined();
  });
});

describe("a query as code", () => {
  const request = {
    query: { recommend: { positive: [1, 2], negative: [3] } },
    filter: { must: [{ key: "city", match: { value: "London" } }] },
    limit: 5,
    score_threshold: 0.5,
    with_payload: true,
  };
  const samples = querySamples(URL, "docs", request);

  it("posts the same body to /points/query with curl", () => {
    expect(samples.curl.split(" \\\n")[0]).toBe(`curl -X POST 'http://127.0.0.1:8181/collections/docs/points/query'`);
    const body = /-d '([\s\S]*)'$/.exec(samples.curl)?.[1];
    expect(JSON.parse(body ?? "")).toEqual(request);
  });

  it("passes the request to client.query in JavaScript", () => {
    expect(samples.javascript).toContain(`const { points } = await client.query("docs", {`);
    expect(samples.javascript).toContain(`  query: { recommend: { positive: [1, 2], negative: [3] } },`);
    expect(samples.javascript).toContain(`  filter: { must: [{ key: "city", match: { value: "London" } }] },`);
    expect(samples.javascript).toContain(`  score_threshold: 0.5,`);
  });

  it("calls query_points with a RecommendQuery and a Filter in Python", () => {
    expect(samples.python).toContain(`    query=models.RecommendQuery(recommend=models.RecommendInput(positive=[1, 2], negative=[3])),`);
    expect(samples.python).toContain(`    query_filter=models.Filter(**{"must": [{"key": "city", "match": {"value": "London"}}]}),`);
    expect(samples.python).toContain(`    limit=5,`);
    expect(samples.python).toContain(`    with_payload=True,`);
  });

  it("names the vector searched with using", () => {
    const named = querySamples(URL, "media", { query: [0.1, 0.2], using: "image", limit: 10, with_payload: true });
    expect(JSON.parse(/-d '([\s\S]*)'$/.exec(named.curl)?.[1] ?? "")).toMatchObject({ query: [0.1, 0.2], using: "image" });
    expect(named.javascript).toContain(`await client.query("media", { query: [0.1, 0.2], using: "image", limit: 10, with_payload: true });`);
    expect(named.python).toContain(`    query=[0.1, 0.2],\n    using="image",\n`);
  });

  it("writes a vector query as a list", () => {
    const vector = querySamples(URL, "docs", { query: [0.1, 0.2], limit: 10, with_payload: true });
    expect(vector.python).toContain(`    query=[0.1, 0.2],`);
    expect(vector.python).not.toContain("query_filter");
    expect(vector.javascript).toContain(`await client.query("docs", { query: [0.1, 0.2], limit: 10, with_payload: true });`);
  });
});

describe("connecting a client", () => {
  it("names the port when the URL leaves it implicit (the clients would use 6333)", () => {
    expect(implicitPort("https://vectors.example.com")).toBe(443);
    expect(implicitPort("http://vectors.example.com")).toBe(80);
    expect(implicitPort("http://127.0.0.1:8181")).toBeNull();
    expect(javascriptClientSetup("https://vectors.example.com")).toContain(`new QdrantClient({ url: "https://vectors.example.com", port: 443, apiKey: process.env.QDRANT_API_KEY })`);
    expect(pythonClientSetup("https://vectors.example.com")).toContain(`QdrantClient(url="https://vectors.example.com", port=443, api_key=os.environ["QDRANT_API_KEY"])`);
  });
});

describe("literals", () => {
  it("writes JSON as JavaScript and Python source", () => {
    const value = { "a-b": [true, null], nested: { list: [{ x: 1 }] } };
    expect(toJavaScript(value)).toBe(`{ "a-b": [true, null], nested: { list: [{ x: 1 }] } }`);
    expect(toPython(value)).toBe(`{"a-b": [True, None], "nested": {"list": [{"x": 1}]}}`);
  });

  it("breaks long objects over lines", () => {
    const long = { description: "x".repeat(60), other: 1 };
    expect(toJavaScript(long)).toBe(`{\n  description: "${"x".repeat(60)}",\n  other: 1,\n}`);
  });

  it("quotes for a POSIX shell", () => {
    expect(shellQuote(`it's`)).toBe(`'it'\\''s'`);
  });
});
