// "Show code" in Go and Rust, whose official clients speak gRPC: each kind of
// query the console sends written with the client's own constructors, the
// literals typed as those clients need them, and no Go or Rust sample at all
// for a query holding a part their clients cannot write.
import { querySamples } from "../../../src/code-samples/query-samples";
import { timestampOf } from "../../../src/code-samples/grpc-source";

const URL = "http://127.0.0.1:8181";
const GRPC = { host: "vdb.example.com", port: 6334, tls: true };

/** The statements main runs after the client is made. */
function body(program: string | undefined): string {
  const lines = (program ?? "").split("\n");
  const start = lines.findIndex((line) => /^\t(points|groups), err :=|^ {4}let (points|groups) = client$/.test(line));
  return lines.slice(start, program?.startsWith("package") ? -1 : -2).join("\n");
}

describe("a filtered search by vector", () => {
  const request = {
    query: [0.2, 1, -0.5],
    using: "image",
    filter: { must: [{ key: "city", match: { value: "London" } }, { key: "price", range: { gte: 10, lte: 20.5 } }] },
    limit: 10,
    score_threshold: 0.5,
    with_payload: true,
  };
  const samples = querySamples(URL, "docs", request, GRPC);

  it("is client.Query with a qdrant.QueryPoints in Go, against the gRPC endpoint", () => {
    expect(samples.go).toContain('\t\tHost:   "vdb.example.com",\n\t\tPort:   6334,');
    expect(body(samples.go)).toBe(
      [
        "\tpoints, err := client.Query(context.Background(), &qdrant.QueryPoints{",
        '\t\tCollectionName: "docs",',
        "\t\tQuery: qdrant.NewQuery(0.2, 1, -0.5),",
        '\t\tUsing: qdrant.PtrOf("image"),',
        "\t\tFilter: &qdrant.Filter{",
        "\t\t\tMust: []*qdrant.Condition{",
        '\t\t\t\tqdrant.NewMatch("city", "London"),',
        '\t\t\t\tqdrant.NewRange("price", &qdrant.Range{Gte: qdrant.PtrOf(float64(10)), Lte: qdrant.PtrOf(float64(20.5))}),',
        "\t\t\t},",
        "\t\t},",
        "\t\tLimit: qdrant.PtrOf(uint64(10)),",
        "\t\tScoreThreshold: qdrant.PtrOf(float32(0.5)),",
        "\t\tWithPayload: qdrant.NewWithPayload(true),",
        "\t})",
        "\tif err != nil {",
        "\t\tpanic(err)",
        "\t}",
        "\tfmt.Println(points)",
      ].join("\n"),
    );
  });

  it("is client.query with a QueryPointsBuilder in Rust, floats written as floats and every item it uses imported", () => {
    expect(samples.rust).toMatch(/^use qdrant_client::qdrant::\{Condition, Filter, Query, QueryPointsBuilder, Range, VectorInput\};\nuse qdrant_client::Qdrant;\n/);
    expect(samples.rust).toContain('Qdrant::from_url("https://vdb.example.com:6334")');
    expect(body(samples.rust)).toBe(
      [
        "    let points = client",
        "        .query(",
        '            QueryPointsBuilder::new("docs")',
        "                .query(Query::new_nearest(VectorInput::new_dense(vec![0.2, 1.0, -0.5])))",
        '                .using("image")',
        "                .filter(Filter::must([",
        '                    Condition::matches("city", "London".to_string()),',
        '                    Condition::range("price", Range { gte: Some(10.0), lte: Some(20.5), ..Default::default() }),',
        "                ]))",
        "                .limit(10)",
        "                .score_threshold(0.5f32)",
        "                .with_payload(true),",
        "        )",
        "        .await?;",
        '    println!("{:?}", points.result);',
      ].join("\n"),
    );
  });
});

it("writes a hybrid query's prefetches, sparse and dense, and its fusion", () => {
  const samples = querySamples(
    URL,
    "docs",
    {
      prefetch: [
        { query: { indices: [1, 42], values: [0.22, 0.8] }, using: "bm25", limit: 20 },
        { query: [0.1, 0.2], using: "dense", limit: 20 },
      ],
      query: { fusion: "rrf" },
      limit: 5,
      with_payload: true,
    },
    GRPC,
  );
  expect(samples.go).toContain(
    ["\t\tPrefetch: []*qdrant.PrefetchQuery{", "\t\t\t{", "\t\t\t\tQuery: qdrant.NewQuerySparse([]uint32{1, 42}, []float32{0.22, 0.8}),", '\t\t\t\tUsing: qdrant.PtrOf("bm25"),', "\t\t\t\tLimit: qdrant.PtrOf(uint64(20)),", "\t\t\t},"].join("\n"),
  );
  expect(samples.go).toContain("\t\tQuery: qdrant.NewQueryFusion(qdrant.Fusion_RRF),");
  // A prefetch's limit takes impl Into<u64>: an untyped 20 would be an i32 there.
  expect(samples.rust).toContain(
    [
      "                .add_prefetch(PrefetchQueryBuilder::default()",
      "                    .query(Query::new_nearest(VectorInput::new_sparse(vec![1u32, 42], vec![0.22, 0.8])))",
      '                    .using("bm25")',
      "                    .limit(20u64))",
    ].join("\n"),
  );
  expect(samples.rust).toContain(".query(Query::new_fusion(Fusion::Rrf))");
});

it("writes grouped recommendations by point ids of both kinds, with their strategy", () => {
  const uuid = "5c56c793-69f3-4fbf-87e6-c4bf54c28c26";
  const samples = querySamples(URL, "docs", { query: { recommend: { positive: [1, uuid], negative: [[0.1, 0.2]], strategy: "best_score" } }, group_by: "city", group_size: 3, limit: 4, with_payload: true }, GRPC);
  expect(samples.go).toContain("\tgroups, err := client.QueryGroups(context.Background(), &qdrant.QueryPointGroups{");
  expect(samples.go).toContain(`\t\t\t\tqdrant.NewVectorInputID(qdrant.NewID("${uuid}")),`);
  expect(samples.go).toContain("\t\t\tNegative: []*qdrant.VectorInput{qdrant.NewVectorInput(0.1, 0.2)},\n\t\t\tStrategy: qdrant.RecommendStrategy_BestScore.Enum(),");
  expect(samples.go).toContain('\t\tGroupBy: "city",\n\t\tGroupSize: qdrant.PtrOf(uint64(3)),');
  expect(samples.rust).toContain('QueryPointGroupsBuilder::new("docs", "city")');
  expect(samples.rust).toContain(`VectorInput::new_id(1u64),\n                        VectorInput::new_id("${uuid}"),`);
  expect(samples.rust).toContain("strategy: Some(RecommendStrategy::BestScore.into()),\n                    ..Default::default()\n");
  expect(samples.rust).toContain(".limit(4u64)\n                .group_size(3u64)");
  expect(samples.rust).toContain('println!("{:?}", groups.result);');
});

it("writes a text to embed with diversity (MMR) and a discovery in another collection's points", () => {
  const text = querySamples(URL, "docs", { query: { nearest: { text: "red shoes", model: "builtin/glove" }, mmr: { diversity: 0.5, candidates_limit: 100 } }, limit: 10, with_payload: true }, GRPC);
  expect(text.go).toContain('Query: qdrant.NewQueryMMR(qdrant.NewVectorInputDocument(&qdrant.Document{Text: "red shoes", Model: "builtin/glove"}), &qdrant.Mmr{');
  expect(text.rust).toContain('.query(Query::new_nearest_with_mmr(VectorInput::from(Document::new("red shoes", "builtin/glove")), Mmr { diversity: Some(0.5), candidates_limit: Some(100), ..Default::default() }))');
  const discover = querySamples(URL, "docs", { query: { discover: { target: 7, context: [{ positive: 1, negative: 2 }] } }, lookup_from: { collection: "other", vector: "v" }, limit: 3, with_payload: true }, GRPC);
  expect(discover.go).toContain('LookupFrom: &qdrant.LookupLocation{CollectionName: "other", VectorName: qdrant.PtrOf("v")},');
  expect(discover.rust).toContain("positive: Some(VectorInput::new_id(1u64)),\n");
  expect(discover.rust).toContain('vector_name: Some("v".to_string()),');
});

it("writes each kind of condition with the client's constructor, keywords with spaces as keywords in Rust and datetimes as Timestamps", () => {
  const uuid = "5c56c793-69f3-4fbf-87e6-c4bf54c28c26";
  const filter = {
    should: [
      { key: "tags", match: { any: ["a", "b c"] } },
      { key: "n", match: { except: [1, 2] } },
    ],
    must_not: [{ is_empty: { key: "x" } }, { has_id: [1, uuid] }, { nested: { key: "items[]", filter: { must: [{ key: "ok", match: { value: true } }] } } }],
    min_should: { conditions: [{ key: "city", match: { value: "New York" } }, { key: "t", range: { gt: "2024-01-02T03:04:05.5Z", lt: "2024-02-01" } }], min_count: 1 },
  };
  const samples = querySamples(URL, "docs", { query: { order_by: { key: "price", direction: "desc" } }, filter, limit: 10, with_payload: true }, GRPC);
  expect(samples.go).toContain('\t"google.golang.org/protobuf/types/known/timestamppb"\n)');
  for (const line of [
    'qdrant.NewMatchKeywords("tags", "a", "b c"),',
    'qdrant.NewMatchExceptInts("n", 1, 2),',
    'qdrant.NewIsEmpty("x"),',
    `qdrant.NewHasID(qdrant.NewIDNum(1), qdrant.NewID("${uuid}")),`,
    'qdrant.NewNestedFilter("items[]", &qdrant.Filter{Must: []*qdrant.Condition{qdrant.NewMatchBool("ok", true)}}),',
    'qdrant.NewMatch("city", "New York"),',
    "Gt: &timestamppb.Timestamp{Seconds: 1704164645, Nanos: 500000000},",
    "Lt: &timestamppb.Timestamp{Seconds: 1706745600},",
    "MinCount: 1,",
  ]) {
    expect(samples.go).toContain(line);
  }
  expect(samples.rust).toContain("use qdrant_client::qdrant::r#match::MatchValue;\n");
  for (const line of [
    'Condition::matches("tags", vec!["a".to_string(), "b c".to_string()]),',
    'Condition::matches("n", !MatchValue::from(vec![1i64, 2])),',
    `Condition::has_id([PointId::from(1u64), PointId::from("${uuid}")]),`,
    'Condition::nested("items[]", Filter::must([Condition::matches("ok", true)])),',
    // MatchValue::from("New York".to_string()) would be a full-text match.
    'Condition::matches("city", MatchValue::Keyword("New York".to_string())),',
    "gt: Some(Timestamp { seconds: 1704164645, nanos: 500000000 }),",
    "lt: Some(Timestamp { seconds: 1706745600, nanos: 0 }),",
    "min_count: 1,",
  ]) {
    expect(samples.rust).toContain(line);
  }
});

it("offers no Go or Rust for a query their clients cannot write, and none without a gRPC endpoint", () => {
  const prefix = querySamples(URL, "docs", { query: [1, 2], filter: { must: [{ key: "k", match: { prefix: "ab" } }] } as never, limit: 10, with_payload: true }, GRPC);
  expect(prefix.go).toBeUndefined();
  expect(prefix.rust).toBeUndefined();
  expect(prefix.curl).toContain('"prefix": "ab"');
  const plain = querySamples(URL, "docs", { query: [1, 2], limit: 10, with_payload: true });
  expect(plain.go).toBeUndefined();
  expect(plain.rust).toBeUndefined();
});

it("reads datetimes as Qdrant does: no zone is UTC, a date alone is midnight UTC, fractions to the nanosecond", () => {
  expect(timestampOf("2024-01-02T03:04:05")).toEqual({ seconds: 1704164645, nanos: 0 });
  expect(timestampOf("2024-01-02 03:04:05.123456789")).toEqual({ seconds: 1704164645, nanos: 123456789 });
  expect(timestampOf("2024-01-02T05:04:05+02:00")).toEqual({ seconds: 1704164645, nanos: 0 });
  expect(timestampOf("2024-01-02")).toEqual({ seconds: 1704153600, nanos: 0 });
  expect(() => timestampOf("next tuesday")).toThrow("not a datetime");
});

it("quotes texts as each language reads them: Rust's control characters as \\u{..}", () => {
  const samples = querySamples(URL, "docs", { query: [1, 2], filter: { must: [{ key: 'say "hi"\\now', match: { value: "a\u0001b" } }] }, limit: 1, with_payload: true }, GRPC);
  expect(samples.go).toContain('qdrant.NewMatch("say \\"hi\\"\\\\now", "a\\u0001b")');
  expect(samples.rust).toContain('Condition::matches("say \\"hi\\"\\\\now", "a\\u{1}b".to_string())');
});
