import { curlToRequestCell, isCurlCommand } from "../../../src/areas/notebooks/cells/curl-command";

const KEY_DROPPED = "api-key header (the console runs requests with your session)";

describe("a curl command as a request cell", () => {
  it("keeps the method, the path with its query and the JSON body, pretty printed", () => {
    const command = [
      `curl -X POST "http://localhost:6333/collections/docs/points/query?wait=true" \\`,
      `  -H "api-key: $QDRANT_API_KEY" \\`,
      `  -H 'Content-Type: application/json' \\`,
      `  --data-raw '{"query": [0.2, 0.1], "filter": {"must": [{"key": "city", "match": {"value": "Berlin"}}]}, "limit": 3}'`,
    ].join("\n");
    expect(curlToRequestCell(command)).toEqual({
      ok: true,
      source: [
        "POST /collections/docs/points/query?wait=true",
        "{",
        '  "query": [',
        "    0.2,",
        "    0.1",
        "  ],",
        '  "filter": {',
        '    "must": [',
        "      {",
        '        "key": "city",',
        '        "match": {',
        '          "value": "Berlin"',
        "        }",
        "      }",
        "    ]",
        "  },",
        '  "limit": 3',
        "}",
      ].join("\n"),
      dropped: [KEY_DROPPED],
    });
  });

  it("reads -XPUT, --request, --url, and a URL that starts with $QDRANT_URL", () => {
    expect(curlToRequestCell(`curl -sSXPUT "$QDRANT_URL/collections/docs" -d '{"vectors": {"size": 4, "distance": "Cosine"}}'`)).toEqual({
      ok: true,
      source: 'PUT /collections/docs\n{\n  "vectors": {\n    "size": 4,\n    "distance": "Cosine"\n  }\n}',
      dropped: [],
    });
    expect(curlToRequestCell(`curl --request delete --url \${QDRANT_URL}/collections/old --compressed -k`)).toEqual({ ok: true, source: "DELETE /collections/old", dropped: [] });
    expect(curlToRequestCell("curl --request PATCH --url https://xyz.cloud.qdrant.io:6333/collections/docs --json '{}'")).toEqual({ ok: true, source: "PATCH /collections/docs\n{}", dropped: [] });
  });

  it("sends GET without a body and POST with one, unless told", () => {
    expect(curlToRequestCell("curl -s http://localhost:6333/collections?x=1 -o out.json")).toEqual({ ok: true, source: "GET /collections?x=1", dropped: [] });
    expect(curlToRequestCell(`curl localhost:6333/collections/docs/points/scroll --json '{"limit": 1}' | jq .`)).toEqual({
      ok: true,
      source: 'POST /collections/docs/points/scroll\n{\n  "limit": 1\n}',
      dropped: [],
    });
    expect(curlToRequestCell("curl http://localhost:6333")).toEqual({ ok: true, source: "GET /", dropped: [] });
  });

  it("drops the key and other headers, and says so", () => {
    const command = `curl -H 'Authorization: Bearer abc' -H "Api-Key: secret" -H "X-Trace: 1" --user me:pw -H 'Accept: application/json' $QDRANT_URL/collections`;
    expect(curlToRequestCell(command)).toEqual({
      ok: true,
      source: "GET /collections",
      dropped: [
        "authorization header (the console runs requests with your session)",
        KEY_DROPPED,
        "x-trace header (a request cell sends no headers of its own)",
        "--user credentials (the console runs requests with your session)",
      ],
    });
  });

  it("refuses what a request cell cannot hold, in words", () => {
    expect(curlToRequestCell("curl -X POST http://localhost:6333/collections/docs/points -d 'limit=3'")).toEqual({
      ok: false,
      message: `This curl command's body is not JSON, and a request cell's body is: Unexpected token 'l', "limit=3" is not valid JSON`,
    });
    expect(curlToRequestCell("curl -X POST -d @query.json http://localhost:6333/collections/docs/points/query")).toEqual({
      ok: false,
      message: "This curl command reads its body from a file (@query.json): paste the JSON in its place",
    });
    expect(curlToRequestCell("curl -F file=@snapshot http://localhost:6333/collections/docs/snapshots/upload")).toEqual({ ok: false, message: "This curl command sends a form (-F): a request cell's body is JSON" });
    expect(curlToRequestCell("curl -X HEAD http://localhost:6333/")).toEqual({ ok: false, message: "A request cell sends GET, POST, PUT, PATCH or DELETE, not HEAD" });
    expect(curlToRequestCell("curl -s -H 'api-key: x'")).toEqual({ ok: false, message: "This curl command has no URL" });
    expect(curlToRequestCell("curl http://a/collections http://b/collections")).toEqual({ ok: false, message: "This curl command has 2 URLs: a request cell sends one request" });
    expect(curlToRequestCell("curl http://a/collections -H")).toEqual({ ok: false, message: "This curl command ends before the value of -H" });
    expect(curlToRequestCell("wget http://a/collections")).toEqual({ ok: false, message: "This is not a curl command: it does not start with curl" });
  });

  it("knows a pasted curl command", () => {
    expect(isCurlCommand("  curl -X GET http://localhost:6333/collections\n")).toBe(true);
    expect(isCurlCommand("curl \\\n  http://localhost:6333/collections")).toBe(true);
    expect(isCurlCommand("GET collections")).toBe(false);
    expect(isCurlCommand("curly braces")).toBe(false);
  });
});
