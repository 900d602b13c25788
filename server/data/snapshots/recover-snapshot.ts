// PUT /collections/{name}/snapshots/recover and POST .../snapshots/upload: a
// collection recovered from a snapshot, made if it does not exist, replaced
// whole if it does. The file comes from the project's own snapshots
// (file:///<collection>/<snapshot>, the last two parts of the path), from a
// URL (fetched through the outbound client: public addresses only, or those
// OUTBOUND_ALLOW_ADDRESSES allows), or from the request's form. A fetched or
// uploaded file is checked (its checksum when one is given, its header)
// before anything changes, kept in the snapshot storage as an "incoming"
// snapshot for the restore job (restore-snapshot.ts), and removed when the
// job ends. While the job runs the collection refuses writes.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { and, eq, sql } from "drizzle-orm";
import type {} from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { RESTORE_JOB_KIND } from "../../../contract/jobs";
import { SNAPSHOT_SUFFIX, type SnapshotRecover } from "../../../contract/qdrant/snapshots";
import type { Principal } from "../../access/principal";
import { collections, type Snapshot } from "../../db/schema";
import { AppError } from "../../errors";
import { enqueueJob, type Transaction } from "../../jobs/job-store";
import { waitForJob } from "../../jobs/wait-for-job";
import { OutboundError } from "../../outbound/outbound-error";
import { AcceptedReply } from "../http/data-reply";
import { wrongInput } from "../qdrant-errors";
import { jobFailure } from "./job-outcome";
import { checkSnapshotFile, type RestoreJobInput } from "./restore-snapshot";
import type { SnapshotContext } from "./snapshot-context";
import { checksumOf } from "./snapshot-format";
import { deleteSnapshotRow, findReadySnapshot, insertSnapshot } from "./snapshot-store";

/** A snapshot fetched from a URL: the whole download within this time. */
const DOWNLOAD_TIMEOUT_MS = 10 * 60_000;

interface RecoverOptions {
  wait: boolean;
  /** SHA-256 the file must have. */
  checksum?: string | null;
}

export async function recoverFromLocation(context: SnapshotContext, principal: Principal, name: string, request: SnapshotRecover, wait: boolean): Promise<true | AcceptedReply> {
  const url = readLocation(request.location);
  if (url.protocol === "file:") {
    const own = await ownSnapshot(context, principal, url);
    if (request.checksum && request.checksum !== own.checksum) throw wrongInput(`Snapshot checksum mismatch: expected ${request.checksum}, got ${own.checksum ?? "none"}`);
    return answer(context, principal, name, await queueRestore(context, principal, name, own, false), wait);
  }
  const file = incomingFile(context);
  try {
    await fetchSnapshot(context, url, request.api_key ?? undefined, file);
    if (request.checksum) {
      const actual = await checksumOf(file);
      if (actual !== request.checksum) throw wrongInput(`Snapshot checksum mismatch: expected ${request.checksum}, got ${actual}`);
    }
    return await restoreIncoming(context, principal, name, file, fileNameOf(url.pathname), { wait });
  } finally {
    await fsp.rm(file, { force: true });
  }
}

export async function recoverFromUpload(context: SnapshotContext, principal: Principal, name: string, request: FastifyRequest, options: RecoverOptions): Promise<true | AcceptedReply> {
  const file = incomingFile(context);
  try {
    const fileName = await receiveUpload(context, request, file);
    if (options.checksum) {
      const actual = await checksumOf(file);
      // Qdrant's words for an upload's (StorageError::ChecksumMismatch, its values in this order).
      if (actual !== options.checksum) throw new AppError("bad_request", `Checksum mismatch: expected ${actual}, actual ${options.checksum}`);
    }
    return await restoreIncoming(context, principal, name, file, fileName, options);
  } finally {
    await fsp.rm(file, { force: true });
  }
}

function readLocation(location: string): URL {
  let url: URL;
  try {
    url = new URL(location);
  } catch {
    throw wrongInput(`Snapshot location ${JSON.stringify(location)} is not a URL: give http(s)://... or file:///<collection>/<snapshot>`);
  }
  if (!["http:", "https:", "file:"].includes(url.protocol)) throw wrongInput(`Snapshot location: ${url.protocol} URLs are not read; give http(s)://... or file:///<collection>/<snapshot>`);
  return url;
}

/** file:///.../<collection>/<snapshot>: one of the project's listed snapshots, never a file of the service's machine. */
async function ownSnapshot({ plane }: SnapshotContext, principal: Principal, url: URL): Promise<Snapshot> {
  const parts = url.pathname.split("/").filter((part) => part !== "").map((part) => decodeURIComponent(part));
  const [collectionName, snapshotName] = parts.slice(-2);
  if (collectionName === undefined || snapshotName === undefined) throw wrongInput("A file:// snapshot location names one of this project's snapshots: file:///<collection>/<snapshot>");
  if (principal.collections && !principal.collections.has(collectionName)) throw new AppError("forbidden", `Forbidden: this API key cannot read the snapshots of collection ${collectionName}`);
  const row = await findReadySnapshot(plane.db, principal.projectId, collectionName, snapshotName);
  if (!row) throw new AppError("not_found", `Not found: Snapshot ${snapshotName}`);
  return row;
}

async function fetchSnapshot({ outbound, maxFileBytes }: SnapshotContext, url: URL, apiKey: string | undefined, file: string): Promise<void> {
  await fsp.mkdir(path.dirname(file), { recursive: true });
  try {
    const { status } = await outbound.download({ url: url.href, headers: apiKey ? { "api-key": apiKey } : {}, timeoutMs: DOWNLOAD_TIMEOUT_MS, maxBytes: maxFileBytes, file });
    if (status < 200 || status > 299) throw wrongInput(`Snapshot could not be fetched: ${url.host} answered ${status}`);
  } catch (error) {
    if (error instanceof OutboundError) throw wrongInput(`Snapshot could not be fetched: ${url.host} ${error.message}`);
    throw error;
  }
}

/** The form's `snapshot` file written to `file`; its name as uploaded. */
async function receiveUpload({ maxFileBytes }: SnapshotContext, request: FastifyRequest, file: string): Promise<string> {
  if (!request.isMultipart()) throw wrongInput("Expected a multipart/form-data body with the snapshot file in its `snapshot` field");
  const part = await request.file({ limits: { fileSize: maxFileBytes, files: 1 } });
  if (!part) throw wrongInput("Expected the snapshot file in the form's `snapshot` field");
  if (part.fieldname !== "snapshot") throw wrongInput(`Expected the snapshot file in the form's \`snapshot\` field, not \`${part.fieldname}\``);
  await fsp.mkdir(path.dirname(file), { recursive: true });
  await pipeline(part.file, fs.createWriteStream(file));
  if (part.file.truncated) throw new AppError("payload_too_large", `Wrong input: the snapshot file is larger than ${maxFileBytes} bytes, the most this service takes`);
  return fileNameOf(part.filename);
}

/** A local file checked, stored as an incoming snapshot, and restored from; its row and file go if it cannot be queued. */
async function restoreIncoming(context: SnapshotContext, principal: Principal, name: string, file: string, fileName: string, options: RecoverOptions): Promise<true | AcceptedReply> {
  await checkSnapshotFile(file);
  const { plane, storage } = context;
  const row = await insertSnapshot(plane.db, { id: randomUUID(), projectId: principal.projectId, collectionName: name, collectionId: null, name: `${randomUUID()}-${fileName}`, state: "incoming" });
  let jobId: string;
  try {
    await storage.put(row.storageKey, file);
    jobId = await queueRestore(context, principal, name, row, true);
  } catch (error) {
    // Not queued (a restore already runs, the storage failed): nothing is left of it. Once queued, the job owns it.
    await deleteSnapshotRow(plane.db, row.id);
    await storage.remove(row.storageKey).catch(() => undefined);
    throw error;
  }
  return answer(context, principal, name, jobId, options.wait);
}

/** The restore job, queued with the collection marked as being restored (409 when it is already); its id. */
export async function queueRestore(context: SnapshotContext, by: Pick<Principal, "projectId" | "userSub">, name: string, snapshot: Snapshot, isIncoming: boolean): Promise<string> {
  const input: RestoreJobInput = { snapshotId: snapshot.id, projectId: by.projectId, collectionName: name, isIncoming };
  const job = await context.plane.db.transaction(async (tx) => {
    const queued = await enqueueJob(tx, { kind: RESTORE_JOB_KIND, projectId: by.projectId, startedBy: by.userSub, input });
    await markRestoring(tx, by.projectId, name, queued.id);
    return queued;
  });
  context.plane.catalog.forget(by.projectId);
  context.jobs?.wake();
  return job.id;
}

/** With wait, true once the restore job has succeeded (its failure otherwise); 202 at once without. */
async function answer(context: SnapshotContext, principal: Principal, name: string, jobId: string, wait: boolean): Promise<true | AcceptedReply> {
  if (!wait) return new AcceptedReply();
  const ended = await waitForJob(context.plane.db, principal.projectId, jobId);
  if (ended.state !== "succeeded") throw jobFailure(ended, `Recovering ${name}`);
  return true;
}

/** The collection, if it exists, refuses writes until the restore ends; one restored already is refused a second restore. */
async function markRestoring(tx: Transaction, projectId: string, name: string, jobId: string): Promise<void> {
  const [existing] = await tx
    .select({ id: collections.id, restoring: sql<unknown>`${collections.settings} -> 'restoring'` })
    .from(collections)
    .where(and(eq(collections.projectId, projectId), eq(collections.name, name)))
    .for("update");
  if (!existing) return;
  if (existing.restoring !== null) throw new AppError("conflict", `Collection \`${name}\` is being restored from a snapshot already: wait for that restore to end`);
  await tx
    .update(collections)
    .set({ settings: sql`jsonb_set(${collections.settings}, '{restoring}', ${JSON.stringify({ jobId })}::jsonb)` })
    .where(eq(collections.id, existing.id));
}

function incomingFile({ workDir }: SnapshotContext): string {
  return path.join(workDir, `incoming-${randomUUID()}`);
}

/** The last part of a path or an uploaded file's name, kept to what a snapshot's name may hold. */
function fileNameOf(name: string): string {
  const base = path.posix.basename(name.replaceAll("\\", "/")).replace(/[^\p{L}\p{N}_.-]/gu, "_").slice(0, 200);
  return base === "" || base === "." || base === ".." ? `upload${SNAPSHOT_SUFFIX}` : base;
}
