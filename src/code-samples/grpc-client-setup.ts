// How a Go or Rust program connects with an API key: their official Qdrant
// clients speak gRPC only, so they are given the service's gRPC endpoint.
// Apart from client-setup.ts, so that only the pages that show them load them.
import { API_KEY_VARIABLE } from "./client-setup";

/** Qdrant's gRPC API as the console's settings give it (config.json). */
export interface GrpcEndpoint {
  host: string;
  port: number;
  tls: boolean;
}

/** github.com/qdrant/go-client: a client of the gRPC endpoint, the key from the environment; `calls` run in main, with `imports` beside the client. */
export function goProgram(grpc: GrpcEndpoint, calls: string, imports: readonly string[] = []): string {
  return [
    "package main",
    "",
    "import (",
    '\t"context"',
    // Imported only when used: Go refuses a program with an unused import.
    ...(calls.includes("fmt.") ? ['\t"fmt"'] : []),
    '\t"os"',
    "",
    ...['github.com/qdrant/go-client/qdrant', ...imports].sort().map((path) => `\t${JSON.stringify(path)}`),
    ")",
    "",
    "func main() {",
    "\tclient, err := qdrant.NewClient(&qdrant.Config{",
    `\t\tHost:   ${JSON.stringify(grpc.host)},`,
    `\t\tPort:   ${grpc.port},`,
    `\t\tAPIKey: os.Getenv(${JSON.stringify(API_KEY_VARIABLE)}),`,
    `\t\tUseTLS: ${grpc.tls},`,
    "\t})",
    "\tif err != nil {",
    "\t\tpanic(err)",
    "\t}",
    "\tdefer client.Close()",
    "",
    ...calls.split("\n").map((line) => (line ? `\t${line}` : line)),
    "}",
  ].join("\n");
}

/** The qdrant-client crate: a client of the gRPC endpoint, the key from the environment; `calls` run in main, using `uses` of qdrant_client::qdrant. */
export function rustProgram(grpc: GrpcEndpoint, calls: string, uses: readonly string[] = []): string {
  const url = `${grpc.tls ? "https" : "http"}://${grpc.host}:${grpc.port}`;
  const nested = uses.filter((item) => item.includes("::")).sort();
  const direct = uses.filter((item) => !item.includes("::")).sort();
  return [
    ...nested.map((item) => `use qdrant_client::qdrant::${item};`),
    ...(direct.length === 0 ? [] : [`use qdrant_client::qdrant::${direct.length === 1 ? direct[0] : `{${direct.join(", ")}}`};`]),
    "use qdrant_client::Qdrant;",
    "",
    "#[tokio::main]",
    "async fn main() -> Result<(), Box<dyn std::error::Error>> {",
    `    let client = Qdrant::from_url(${JSON.stringify(url)})`,
    `        .api_key(std::env::var(${JSON.stringify(API_KEY_VARIABLE)})?)`,
    "        .build()?;",
    "",
    ...calls.split("\n").map((line) => (line ? `    ${line}` : line)),
    "    Ok(())",
    "}",
  ].join("\n");
}
