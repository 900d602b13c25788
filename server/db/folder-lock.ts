// An exclusive, process-wide lock on an embedded store's folder. PGlite lets two
// processes open one data folder and then silently loses committed writes, so
// the store takes this lock before opening PGlite and keeps it until close.
//
// The lock is a file beside the folder naming the holder's pid, created
// atomically (written elsewhere, then hard-linked into place, so nobody reads it
// half-written). A lock whose pid is dead is stale, and taken over. Node has no
// flock(2), and a pid file also lets the message name the process to stop.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { StartupError } from "../startup-error";

export function folderLockedError(folder: string, holderPid: number): StartupError {
  return new StartupError(`The metadata store in ${folder} is in use by another process (pid ${holderPid}). Stop it, or set DATA_DIR to another folder.`);
}

export interface FolderLock {
  readonly lockFile: string;
  release(): void;
}

/** Lock files this process holds: a second open in the same process is refused like another process's. */
const heldLockFiles = new Set<string>();

export function lockFolder(folder: string): FolderLock {
  const lockFile = `${path.resolve(folder)}.lock`;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (tryCreateLockFile(lockFile)) return holdLock(lockFile);
    const holderPid = readHolderPid(lockFile);
    if (holderPid === undefined) continue; // released meanwhile: try again
    if (isHeld(lockFile, holderPid)) throw folderLockedError(folder, holderPid);
    removeStaleLock(lockFile, holderPid);
  }
  throw new Error(`Could not lock ${folder}: ${lockFile} keeps changing. Is another process starting on the same DATA_DIR?`);
}

function tryCreateLockFile(lockFile: string): boolean {
  const draft = `${lockFile}.${process.pid}.${randomUUID()}`;
  fs.writeFileSync(draft, `${process.pid}\n`);
  try {
    fs.linkSync(draft, lockFile);
    return true;
  } catch (error) {
    if (errorCode(error) === "EEXIST") return false;
    throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

function holdLock(lockFile: string): FolderLock {
  heldLockFiles.add(lockFile);
  // Covers process.exit() paths too; only a kill -9 leaves a (stale) lock behind.
  const releaseOnExit = () => release();
  process.once("exit", releaseOnExit);
  function release(): void {
    if (!heldLockFiles.delete(lockFile)) return;
    process.removeListener("exit", releaseOnExit);
    if (readHolderPid(lockFile) === process.pid) fs.rmSync(lockFile, { force: true });
  }
  return { lockFile, release };
}

/** The pid in a lock file; 0 when unreadable (treated as stale); undefined when the file is gone. */
function readHolderPid(lockFile: string): number | undefined {
  let text: string;
  try {
    text = fs.readFileSync(lockFile, "utf8");
  } catch (error) {
    if (errorCode(error) === "ENOENT") return undefined;
    throw error;
  }
  const pid = Number(text.trim());
  return Number.isSafeInteger(pid) && pid > 0 ? pid : 0;
}

function isHeld(lockFile: string, pid: number): boolean {
  // Our own pid in a lock we do not hold: left by an earlier run that got the same pid (a container restart).
  if (pid === process.pid) return heldLockFiles.has(lockFile);
  return isProcessAlive(pid);
}

function isProcessAlive(pid: number): boolean {
  if (pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return errorCode(error) === "EPERM";
  }
}

/**
 * Moves the stale lock aside, then checks that what moved is the stale one: if
 * another process took the lock over between our read and the rename, its
 * fresh lock goes back into place and the loop in lockFolder sees it as held.
 */
function removeStaleLock(lockFile: string, stalePid: number): void {
  const aside = `${lockFile}.stale.${process.pid}.${randomUUID()}`;
  try {
    fs.renameSync(lockFile, aside);
  } catch (error) {
    if (errorCode(error) === "ENOENT") return;
    throw error;
  }
  try {
    if (readHolderPid(aside) !== stalePid) fs.linkSync(aside, lockFile);
  } catch (error) {
    if (errorCode(error) !== "EEXIST") throw error;
  } finally {
    fs.rmSync(aside, { force: true });
  }
}

// Not `instanceof Error`: errors of node:fs come from another realm under Jest.
function errorCode(error: unknown): string | undefined {
  return typeof error === "object" && error !== null && "code" in error && typeof error.code === "string" ? error.code : undefined;
}
