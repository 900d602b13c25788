// ARCHITECTURE.md's claims about the house, held to the code: the layers of
// the service and of the console as its picture draws them (a folder imports
// only its own layer's folders and those below, and folders never import
// each other in a loop), no file-level circle, contract/ shared by both and
// importing neither, and no console area importing another.
import path from "node:path";
import { findCircles, readImportGraph, refusedImports, type ImportGraph } from "./support/import-graph";

const ROOT = path.resolve(__dirname, "../..");

/** The service's folders (and root files), top layer first, as ARCHITECTURE.md draws them. */
const SERVER_LAYERS: readonly (readonly string[])[] = [
  ["main.ts"],
  ["app.ts"],
  ["control", "console-config", "health", "grpc"],
  ["alerts", "organisations", "members", "roles", "metrics", "imports", "uploads", "projects", "api-keys", "sign-in", "notifications", "billing", "invoices", "backups", "notebooks"],
  ["data"],
  ["models", "metering", "identity"],
  ["jobs", "mail", "api-router", "audit"],
  ["access"],
  ["db", "secrets"],
  ["engine"],
  ["config.ts", "static", "replies", "outbound", "object-storage"],
  ["errors.ts", "shutdown.ts", "instance-id.ts", "startup-error.ts", "types"],
];

/** The console's folders (and root files), top layer first. */
const CONSOLE_LAYERS: readonly (readonly string[])[] = [
  ["pages", "app"],
  ["areas", "layout", "content-pages"],
  ["auth"],
  ["components", "collections", "theme", "payload-filter", "embedding-models"],
  ["code-samples", "links", "state"],
  ["api-client"],
  ["session", "console-routes.ts", "breakpoints.ts"],
  ["identity"],
  ["config"],
  ["icons"],
];

/** The folder (or root file) of a path under `base`, or undefined outside it. */
function roomOf(file: string, base: string): string | undefined {
  if (!file.startsWith(`${base}/`)) return undefined;
  return file.slice(base.length + 1).split("/")[0];
}

function layerIndex(layers: readonly (readonly string[])[]): Map<string, number> {
  return new Map(layers.flatMap((rooms, level) => rooms.map((room) => [room, level] as const)));
}

/** The folders of `base` as a graph of their own: an arrow wherever one of their files imports another's. */
function roomGraph(graph: ImportGraph, base: string): ImportGraph {
  const imports = new Map<string, Set<string>>();
  for (const [from, targets] of graph.imports) {
    const room = roomOf(from, base);
    if (room === undefined) continue;
    const rooms = imports.get(room) ?? new Set<string>();
    for (const target of targets) {
      const other = roomOf(target, base);
      if (other !== undefined && other !== room) rooms.add(other);
    }
    imports.set(room, rooms);
  }
  return { imports: new Map([...imports].map(([room, rooms]) => [room, [...rooms]])) };
}

function upwardImports(graph: ImportGraph, base: string, layers: readonly (readonly string[])[]): string[] {
  const level = layerIndex(layers);
  return refusedImports(graph, (from, to) => {
    const [a, b] = [roomOf(from, base), roomOf(to, base)];
    if (a === undefined || b === undefined || a === b) return false;
    return (level.get(a) ?? -1) > (level.get(b) ?? -1);
  });
}

describe("the house as ARCHITECTURE.md draws it", () => {
  const graph = readImportGraph(ROOT, ["server", "src", "contract", "gatsby", "bench"]);

  it("places every folder of server/ and src/ in a layer", () => {
    const rooms = (base: string) => [...new Set([...graph.imports.keys()].map((file) => roomOf(file, base)).filter((room) => room !== undefined))];
    const unplaced = (base: string, layers: readonly (readonly string[])[]) => rooms(base).filter((room) => !layerIndex(layers).has(room));
    expect({ server: unplaced("server", SERVER_LAYERS), src: unplaced("src", CONSOLE_LAYERS) }).toEqual({ server: [], src: [] });
  });

  it("has no import that runs from a lower layer back up, in the service or the console", () => {
    expect(upwardImports(graph, "server", SERVER_LAYERS)).toEqual([]);
    expect(upwardImports(graph, "src", CONSOLE_LAYERS)).toEqual([]);
  });

  it("has no circle: neither between files nor between the folders of server/ and src/", () => {
    expect(findCircles(graph)).toEqual([]);
    expect(findCircles(roomGraph(graph, "server"))).toEqual([]);
    expect(findCircles(roomGraph(graph, "src"))).toEqual([]);
  });

  it("keeps contract/ below both: it imports neither the service nor the console, and they do not import each other", () => {
    const crosses = (from: string, to: string) => (prefix: string, other: string) => from.startsWith(prefix) && to.startsWith(other);
    expect(
      refusedImports(graph, (from, to) => {
        const is = crosses(from, to);
        return is("contract/", "server/") || is("contract/", "src/") || is("src/", "server/") || is("server/", "src/");
      }),
    ).toEqual([]);
  });

  it("keeps each console area to itself: no area imports another", () => {
    const area = (file: string) => /^src\/areas\/([^/]+)\//.exec(file)?.[1];
    expect(refusedImports(graph, (from, to) => area(from) !== undefined && area(to) !== undefined && area(from) !== area(to))).toEqual([]);
  });
});
