import { pythonRequestCall, pythonRequestSetup, requestSamples } from "../../../src/code-samples/request-samples";

const URL = "http://127.0.0.1:8181";

describe("a notebook's request as code", () => {
  const query = { method: "POST" as const, path: "/collections/docs/points/query?wait=true", body: { query: [0.1, 0.2], filter: { must: [{ has_id: [1, 3] }] }, limit: 3, with_payload: true } };

  it("is one curl call with the key from the environment", () => {
    expect(requestSamples(URL, query).curl).toBe(
      [
        `curl -X POST 'http://127.0.0.1:8181/collections/docs/points/query?wait=true' \\`,
        `  -H "api-key: $QDRANT_API_KEY" \\`,
        `  -H 'Content-Type: application/json' \\`,
        `  -d '{\n  "query": [\n    0.1,\n    0.2\n  ],\n  "filter": {\n    "must": [\n      {\n        "has_id": [\n          1,\n          3\n        ]\n      }\n    ]\n  },\n  "limit": 3,\n  "with_payload": true\n}'`,
      ].join("\n"),
    );
    expect(requestSamples(URL, { method: "PATCH", path: "/collections/docs" }).curl).toBe(`curl -X PATCH 'http://127.0.0.1:8181/collections/docs' \\\n  -H "api-key: $QDRANT_API_KEY"`);
  });

  it("is fetch in JavaScript", () => {
    expect(requestSamples(URL, query).javascript).toBe(
      [
        `const response = await fetch("http://127.0.0.1:8181/collections/docs/points/query?wait=true", {`,
        `  method: "POST",`,
        `  headers: { "api-key": process.env.QDRANT_API_KEY, "Content-Type": "application/json" },`,
        `  body: JSON.stringify({`,
        `    query: [0.1, 0.2],`,
        `    filter: { must: [{ has_id: [1, 3] }] },`,
        `    limit: 3,`,
        `    with_payload: true,`,
        `  }),`,
        `});`,
        `console.log(await response.json());`,
      ].join("\n"),
    );
    expect(requestSamples(URL, { method: "GET", path: "/collections" }).javascript).toBe(
      [
        `const response = await fetch("http://127.0.0.1:8181/collections", {`,
        `  method: "GET",`,
        `  headers: { "api-key": process.env.QDRANT_API_KEY },`,
        `});`,
        `console.log(await response.json());`,
      ].join("\n"),
    );
  });

  it("is requests in Python", () => {
    expect(requestSamples(URL, query).python).toBe(
      [
        `import os`,
        ``,
        `import requests`,
        ``,
        `QDRANT_URL = "http://127.0.0.1:8181"`,
        `QDRANT_API_KEY = os.environ["QDRANT_API_KEY"]`,
        ``,
        `response = requests.post(f"{QDRANT_URL}/collections/docs/points/query?wait=true", headers={"api-key": QDRANT_API_KEY}, json={`,
        `    "query": [0.1, 0.2],`,
        `    "filter": {"must": [{"has_id": [1, 3]}]},`,
        `    "limit": 3,`,
        `    "with_payload": True,`,
        `})`,
        `print(response.json())`,
      ].join("\n"),
    );
  });

  it("writes Python without a body, from the environment, and with braces in the path doubled for the f-string", () => {
    expect(pythonRequestSetup(null)).toContain(`QDRANT_URL = os.environ["QDRANT_URL"]`);
    expect(pythonRequestCall({ method: "DELETE", path: "/collections/{odd}" })).toBe(`response = requests.delete(f"{QDRANT_URL}/collections/{{odd}}", headers={"api-key": QDRANT_API_KEY})`);
    expect(pythonRequestCall({ method: "PUT", path: "/collections/docs", body: { on_disk_payload: null } })).toBe(
      `response = requests.put(f"{QDRANT_URL}/collections/docs", headers={"api-key": QDRANT_API_KEY}, json={"on_disk_payload": None})`,
    );
  });
});
