// Memory at rest: the service as users start it (server/main.ts in its own
// process, embedded stores in a fresh DATA_DIR), its resident memory once
// started and idle, again after a first use (an owner signed up, a
// collection made, a point written and searched), and after a restart on the
// same DATA_DIR (the metadata store opened, not created), each split into what the
// kernel counts: WebAssembly memories (each a reservation of several GB, of
// which only touched pages are resident: PGlite's PostgreSQL), other
// anonymous memory (V8's heap, LanceDB's and usearch's native allocations)
// and file-backed pages (code and shared libraries). Figures only.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { killService, ok, signUpOwner, startService, type ServiceProcess } from "../__tests__/reliability/support/service-process";

/** Mappings at least this large (virtual) are WebAssembly memories: V8 reserves 8 GB or more for each. */
const WASM_RESERVATION_KB = 4 * 1024 * 1024;
const SETTLE_MS = 10_000;

interface MemorySplit {
  residentMb: number;
  wasmMb: number;
  wasmCount: number;
  otherAnonymousMb: number;
  fileMb: number;
}

interface Mapping {
  start: bigint;
  end: bigint;
  anonymous: boolean;
  sizeKb: number;
  rssKb: number;
}

function mappingsOf(pid: number): Mapping[] {
  const mappings: Mapping[] = [];
  for (const line of fs.readFileSync(`/proc/${pid}/smaps`, "utf8").split("\n")) {
    const header = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \d+\s*(.*)$/.exec(line);
    if (header) {
      const name = header[3] ?? "";
      mappings.push({ start: BigInt(`0x${header[1]}`), end: BigInt(`0x${header[2]}`), anonymous: name === "" || name.startsWith("["), sizeKb: 0, rssKb: 0 });
      continue;
    }
    const field = /^(Size|Rss):\s+(\d+) kB/.exec(line);
    const mapping = mappings[mappings.length - 1];
    if (!field || !mapping) continue;
    if (field[1] === "Size") mapping.sizeKb = Number(field[2]);
    else mapping.rssKb = Number(field[2]);
  }
  return mappings;
}

/**
 * The process's resident memory by kind of mapping, from /proc/<pid>/smaps. V8 reserves each
 * WebAssembly memory as one range of several GB and opens its start for use: the open part is the
 * anonymous mapping that ends where such a reservation begins.
 */
export function memorySplit(pid: number): MemorySplit {
  const mappings = mappingsOf(pid);
  const wasm = new Set<Mapping>();
  mappings.forEach((mapping, at) => {
    if (mapping.sizeKb < WASM_RESERVATION_KB) return;
    wasm.add(mapping);
    const before = mappings[at - 1];
    if (before && before.anonymous && before.end === mapping.start) wasm.add(before);
  });
  const sum = (list: Mapping[]) => list.reduce((total, mapping) => total + mapping.rssKb, 0);
  const mb = (kb: number) => Math.round(kb / 102.4) / 10;
  return {
    residentMb: mb(sum(mappings)),
    wasmMb: mb(sum([...wasm])),
    wasmCount: mappings.filter((mapping) => mapping.sizeKb >= WASM_RESERVATION_KB).length,
    otherAnonymousMb: mb(sum(mappings.filter((mapping) => mapping.anonymous && !wasm.has(mapping)))),
    fileMb: mb(sum(mappings.filter((mapping) => !mapping.anonymous))),
  };
}

function formatSplit(label: string, split: MemorySplit): string {
  return `  ${label.padEnd(34)} ${split.residentMb.toFixed(0).padStart(6)} MB resident: ${split.wasmMb.toFixed(0)} MB in ${split.wasmCount} WebAssembly memories, ${split.otherAnonymousMb.toFixed(0)} MB other anonymous, ${split.fileMb.toFixed(0)} MB file-backed`;
}

export async function runIdleMemoryBench(): Promise<void> {
  console.log("\nMemory at rest: server/main.ts in its own process, embedded stores (PGlite + LanceDB) in a fresh DATA_DIR");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vdb-bench-idle-"));
  let service: ServiceProcess | undefined;
  try {
    service = await startService(dataDir, { GRPC_PORT: "0" });
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    console.log(formatSplit(`started, idle ${SETTLE_MS / 1000} s`, memorySplit(service.pid)));
    const owner = await signUpOwner(service, "bench");
    const headers = { "api-key": owner.key };
    await ok(service.baseUrl, "PUT", "/collections/first", headers, { vectors: { size: 4, distance: "Cosine" } });
    await ok(service.baseUrl, "PUT", "/collections/first/points?wait=true", headers, { points: [{ id: 1, vector: [1, 0, 0, 0], payload: { city: "Berlin" } }] });
    await ok(service.baseUrl, "POST", "/collections/first/points/query", headers, { query: [1, 0, 0, 0], limit: 1 });
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    console.log(formatSplit(`after a first use, idle ${SETTLE_MS / 1000} s`, memorySplit(service.pid)));
    await killService(service);
    service = await startService(dataDir, { GRPC_PORT: "0" });
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    console.log(formatSplit(`restarted, idle ${SETTLE_MS / 1000} s`, memorySplit(service.pid)));
  } finally {
    if (service) await killService(service);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
