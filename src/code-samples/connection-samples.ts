// The smallest program that reaches a project: list its collections with the
// official Qdrant clients (or curl), given the service's URL and a key in
// API_KEY_VARIABLE; in Go and Rust too, over gRPC, when the service serves it.
// Shown by the API keys tab and the Overview.
import { javascriptClientSetup, pythonClientSetup, type CodeSamples } from "./client-setup";
import { goProgram, rustProgram, type GrpcEndpoint } from "./grpc-client-setup";
import { toCurl } from "./curl-request";

export function connectionSamples(url: string, grpc?: GrpcEndpoint | null): CodeSamples {
  return {
    curl: toCurl(url, { method: "GET", path: "/collections" }),
    javascript: `${javascriptClientSetup(url)}\n\nconsole.log(await client.getCollections());`,
    python: `${pythonClientSetup(url)}\n\nprint(client.get_collections())`,
    ...(grpc
      ? {
          go: goProgram(grpc, "collections, err := client.ListCollections(context.Background())\nif err != nil {\n\tpanic(err)\n}\nfmt.Println(collections)"),
          rust: rustProgram(grpc, 'let collections = client.list_collections().await?;\nprintln!("{collections:?}");'),
        }
      : {}),
  };
}
