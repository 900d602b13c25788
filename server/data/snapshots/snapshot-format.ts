// The snapshot file, version 1: gzip-compressed JSON Lines, engine-neutral,
// so that a snapshot taken on LanceDB restores on pgvector and back.
//
//   line 1   the header: {"format": "vector-database-cloud/collection-snapshot", "version": 1,
//            "created_at", "collection": {"name", "config": Qdrant's CreateCollection body,
//            "payload_schema": {field: {"type", "params"}}, "aliases": [...], "shard_keys": [...]}}
//   then     one point a line: {"id", "vector": {name: dense list | list of lists | {"indices", "values"}},
//            "payload": {...}} and "shard_key" in a collection with custom sharding
//   last     {"end": {"points": <count>}}: a file without it was cut short
//
// A full snapshot (every collection of a project) is the same, with a first
// line of its own and each collection's three parts after it
// (writeFullSnapshotFile); it is downloaded, not restored here.
//
// The checksum Qdrant's API shows is the SHA-256 of the whole file, as stored.
// A reader refuses another format (a Qdrant snapshot is a tar archive of its
// segments), a later version, a file cut short and a line longer than
// MAX_LINE_BYTES, each with words the user can act on.
import { createHash } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import { PassThrough, Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import split2 from "split2";
import { z } from "zod";
import { AppError } from "../../errors";

export const SNAPSHOT_FORMAT = "vector-database-cloud/collection-snapshot";
export const SNAPSHOT_VERSION = 1;
/** A full snapshot's first line: every collection of a project, one section each (writeFullSnapshotFile). */
export const FULL_SNAPSHOT_FORMAT = "vector-database-cloud/full-snapshot";
/** A point's line may hold a payload up to Qdrant's 32 MB request and its vectors. */
const MAX_LINE_BYTES = 64 * 1024 * 1024;

const PayloadSchemaEntry = z.object({ type: z.string(), params: z.record(z.string(), z.unknown()).nullable() });

export const SnapshotHeader = z.object({
  format: z.literal(SNAPSHOT_FORMAT),
  version: z.literal(SNAPSHOT_VERSION),
  created_at: z.string(),
  collection: z.object({
    name: z.string(),
    /** Qdrant's CreateCollection body, read again by the contract's schema when restored. */
    config: z.record(z.string(), z.unknown()),
    payload_schema: z.record(z.string(), PayloadSchemaEntry),
    aliases: z.array(z.string()),
    shard_keys: z.array(z.union([z.string(), z.number()])),
  }),
});

export type SnapshotHeader = z.output<typeof SnapshotHeader>;

/** A point as the file holds it: every vector by name ("" the unnamed one). */
export interface SnapshotPoint {
  id: string | number;
  vector: Record<string, unknown>;
  payload: Record<string, unknown>;
  shard_key?: string | number;
}

const End = z.object({ end: z.object({ points: z.number().int().nonnegative() }) });

/** A file this service cannot restore: Qdrant's 400 "Wrong input: ...", the same words in a restore job's error. */
export class SnapshotFormatError extends AppError {
  constructor(description: string) {
    super("bad_request", `Wrong input: ${description}`);
  }
}

export interface WrittenSnapshot {
  size: number;
  /** SHA-256 of the file, hexadecimal. */
  checksum: string;
  points: number;
}

/** A collection's part of a file: its header, and its points in batches. */
export interface SnapshotSection {
  header: SnapshotHeader;
  points: AsyncIterable<readonly SnapshotPoint[]>;
}

/** Writes a collection's snapshot to `file` (flushed to disk): its header, its points, the end line. */
export async function writeSnapshotFile(file: string, section: SnapshotSection): Promise<WrittenSnapshot> {
  let count = 0;
  const written = await writeGzipLines(file, sectionLines(section, (points) => (count = points)));
  return { ...written, points: count };
}

/**
 * Writes a full snapshot to `file`: a first line {"format": FULL_SNAPSHOT_FORMAT, "version", "created_at",
 * "collections": [names]}, then each collection's section as a collection snapshot holds it (header, points, end line),
 * one after the other, then {"end": {"collections": <count>}}. `sections` yields them in the header's order.
 */
export async function writeFullSnapshotFile(file: string, createdAt: Date, names: readonly string[], sections: AsyncIterable<SnapshotSection>): Promise<WrittenSnapshot> {
  let total = 0;
  async function* lines(): AsyncGenerator<string> {
    yield `${JSON.stringify({ format: FULL_SNAPSHOT_FORMAT, version: SNAPSHOT_VERSION, created_at: createdAt.toISOString(), collections: names })}\n`;
    let collections = 0;
    for await (const section of sections) {
      yield* sectionLines(section, (points) => (total += points));
      collections += 1;
    }
    yield `${JSON.stringify({ end: { collections } })}\n`;
  }
  return { ...(await writeGzipLines(file, lines())), points: total };
}

async function* sectionLines({ header, points }: SnapshotSection, counted: (points: number) => void): AsyncGenerator<string> {
  let count = 0;
  yield `${JSON.stringify(header)}\n`;
  for await (const batch of points) {
    let chunk = "";
    for (const point of batch) chunk += `${JSON.stringify(point)}\n`;
    count += batch.length;
    yield chunk;
  }
  yield `${JSON.stringify({ end: { points: count } })}\n`;
  counted(count);
}

/** Lines gzip-compressed into `file`, flushed to disk; its size and SHA-256. */
async function writeGzipLines(file: string, lines: AsyncIterable<string>): Promise<{ size: number; checksum: string }> {
  const hash = createHash("sha256");
  let size = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(Readable.from(lines), zlib.createGzip({ level: 1 }), measure, fs.createWriteStream(file));
  const handle = await fsp.open(file, "r+");
  await handle.sync().finally(() => handle.close());
  return { size, checksum: hash.digest("hex") };
}

/** SHA-256 of a file, hexadecimal. */
export async function checksumOf(file: string): Promise<string> {
  const hash = createHash("sha256");
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest("hex");
}

export interface SnapshotReader {
  header: SnapshotHeader;
  /** The points in batches of up to `batchSize`; throws SnapshotFormatError for a bad line or a file cut short. */
  points(batchSize: number): AsyncGenerator<SnapshotPoint[]>;
  close(): void;
}

/** Opens a snapshot file and reads its header; SnapshotFormatError when it is not one this service can restore. */
export async function openSnapshotFile(file: string): Promise<SnapshotReader> {
  await assertGzip(file);
  const source = fs.createReadStream(file);
  const gunzip = zlib.createGunzip();
  const lines = split2({ maxLength: MAX_LINE_BYTES });
  const out = new PassThrough({ objectMode: true });
  // Errors of any stage reach the reader through `out`.
  pipeline(source, gunzip, lines, out).catch((error: unknown) => out.destroy(asFormatError(error)));
  const iterator = out[Symbol.asyncIterator]() as AsyncIterator<string>;
  const next = async (): Promise<string | null> => {
    const { value, done } = await iterator.next();
    return done ? null : value;
  };
  const first = await next().catch((error: unknown) => {
    throw asFormatError(error);
  });
  if (first === null) throw new SnapshotFormatError("The snapshot file is empty");
  const header = readHeader(first);
  return {
    header,
    async *points(batchSize) {
      let batch: SnapshotPoint[] = [];
      let count = 0;
      for (;;) {
        const line = await next().catch((error: unknown) => {
          throw asFormatError(error);
        });
        if (line === null) throw new SnapshotFormatError(`The snapshot file is cut short after ${count} points: it has no end line`);
        if (line.trim() === "") continue;
        const parsed = parseLine(line, count + 2);
        if ("end" in parsed) {
          const end = End.safeParse(parsed);
          if (!end.success || end.data.end.points !== count) throw new SnapshotFormatError(`The snapshot file's end line counts ${String((parsed.end as { points?: unknown }).points)} points, and it holds ${count}`);
          if (batch.length > 0) yield batch;
          return;
        }
        batch.push(readPoint(parsed, count + 2));
        count += 1;
        if (batch.length >= batchSize) {
          yield batch;
          batch = [];
        }
      }
    },
    close: () => out.destroy(),
  };
}

async function assertGzip(file: string): Promise<void> {
  const handle = await fsp.open(file, "r");
  const start = Buffer.alloc(512);
  try {
    await handle.read(start, 0, 512, 0);
  } finally {
    await handle.close();
  }
  if (start[0] === 0x1f && start[1] === 0x8b) return;
  if (start.toString("latin1", 257, 262) === "ustar") {
    throw new SnapshotFormatError(
      "This is a tar archive, as Qdrant's own snapshots are: this service restores the snapshots it writes (gzip-compressed JSON Lines). Move data from Qdrant with scroll and upsert",
    );
  }
  throw new SnapshotFormatError("This file is not a snapshot of this service (a gzip-compressed JSON Lines file)");
}

function readHeader(line: string): SnapshotHeader {
  const value = parseLine(line, 1);
  if (value.format === FULL_SNAPSHOT_FORMAT) {
    throw new SnapshotFormatError("This is a full snapshot of a project (every collection): a collection is recovered from a collection's snapshot");
  }
  if (value.format !== SNAPSHOT_FORMAT) throw new SnapshotFormatError(`This file is not a snapshot of this service: its first line is not a ${SNAPSHOT_FORMAT} header`);
  if (typeof value.version === "number" && value.version > SNAPSHOT_VERSION) {
    throw new SnapshotFormatError(`This snapshot is of format version ${value.version}, newer than this service reads (${SNAPSHOT_VERSION}): restore it on the version that wrote it`);
  }
  const header = SnapshotHeader.safeParse(value);
  if (!header.success) throw new SnapshotFormatError(`The snapshot's header is not valid: ${header.error.issues.map((issue) => `${issue.path.join(".") || "header"}: ${issue.message}`).join("; ")}`);
  return header.data;
}

const PointLine = z.object({
  id: z.union([z.string(), z.number()]),
  vector: z.record(z.string(), z.unknown()),
  payload: z.record(z.string(), z.unknown()),
  shard_key: z.union([z.string(), z.number()]).optional(),
});

function readPoint(value: Record<string, unknown>, line: number): SnapshotPoint {
  const point = PointLine.safeParse(value);
  if (!point.success) throw new SnapshotFormatError(`Line ${line} of the snapshot is not a point: ${point.error.issues.map((issue) => `${issue.path.join(".") || "point"}: ${issue.message}`).join("; ")}`);
  return point.data;
}

function parseLine(line: string, number: number): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    throw new SnapshotFormatError(`Line ${number} of the snapshot is not JSON`);
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new SnapshotFormatError(`Line ${number} of the snapshot is not a JSON object`);
  return value as Record<string, unknown>;
}

function asFormatError(error: unknown): Error {
  if (error instanceof SnapshotFormatError) return error;
  // Read by shape, not instanceof: zlib's errors come from another realm under some test runners.
  const { message, code } = typeof error === "object" && error !== null ? (error as { message?: unknown; code?: unknown }) : {};
  const text = typeof message === "string" ? message : String(error);
  if (/maximum buffer/i.test(text)) return new SnapshotFormatError(`A line of the snapshot is longer than ${MAX_LINE_BYTES / 1024 / 1024} MB`);
  if (typeof code === "string" && code.startsWith("Z_")) return new SnapshotFormatError(`The snapshot file is damaged: ${text}`);
  return error instanceof Error ? error : new Error(text, { cause: error });
}
