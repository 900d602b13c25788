// CPU time of the PostgreSQL servers a bench started, read from /proc, so that
// a search's cost counts the database's work as well as the client's. A
// cluster's folder holds one data folder per server (one, or a Citus
// coordinator and its workers); each data folder's postmaster.pid names its
// postmaster. Counted: the postmaster's own time, the time of its live
// children (backends, background workers, checkpointer, WAL writer,
// autovacuum), and cutime/cstime: the time of children that have exited
// (a closed connection's backend), which the kernel adds to the postmaster
// when it reaps them. The sum only grows, so a difference of two readings is
// the servers' CPU in between.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

let ticksPerSecond: number | undefined;

/** Milliseconds of CPU (user + system) used so far by every server process of the cluster in `folder`. */
export function clusterCpuMs(folder: string): number {
  ticksPerSecond ??= Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  const postmasters = new Set(postmasterPids(folder));
  let ticks = 0;
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(Number(entry));
    if (!stat) continue;
    if (postmasters.has(stat.pid) || postmasters.has(stat.ppid)) ticks += stat.utime + stat.stime + stat.cutime + stat.cstime;
  }
  return (ticks * 1000) / ticksPerSecond;
}

/** The postmasters of the servers whose data folders are in `folder`. */
function postmasterPids(folder: string): number[] {
  return fs.readdirSync(folder).flatMap((name) => {
    try {
      const pid = Number(fs.readFileSync(path.join(folder, name, "postmaster.pid"), "utf8").split("\n")[0]);
      return pid > 0 ? [pid] : [];
    } catch {
      return [];
    }
  });
}

interface ProcStat {
  pid: number;
  ppid: number;
  utime: number;
  stime: number;
  cutime: number;
  cstime: number;
}

/** Fields of /proc/<pid>/stat (proc(5)); null when the process has gone. The name, in parentheses, may hold spaces. */
function readStat(pid: number): ProcStat | null {
  let text: string;
  try {
    text = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return null;
  }
  // After the name: state (field 3), ppid (4), ..., utime (14), stime (15), cutime (16), cstime (17).
  const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
  const field = (number: number) => Number(fields[number - 3] ?? 0);
  return { pid, ppid: field(4), utime: field(14), stime: field(15), cutime: field(16), cstime: field(17) };
}
