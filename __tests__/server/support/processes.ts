// Child processes for tests that need a second process: the service itself
// (`tsx server/main.ts`) or a small script, with their output collected.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

export const ROOT = path.resolve(__dirname, "../../..");

export interface ChildRun {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
  /** Resolves when the output contains text; rejects when the process exits first or after timeoutMs. */
  waitFor(text: string, timeoutMs?: number): Promise<void>;
}

/** Node with tsx's loader in one process (the tsx binary would add a wrapper process with another pid). */
export function runTsx(script: string, args: string[] = [], env: Record<string, string> = {}): ChildRun {
  const child = spawn(process.execPath, ["--import", "tsx", script, ...args], { cwd: ROOT, env: { ...process.env, GRPC_PORT: "0", ...env }, stdio: ["pipe", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  let hasExited = false;
  void exited.then(() => (hasExited = true));
  async function waitFor(text: string, timeoutMs = 30_000): Promise<void> {
    for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; ) {
      if (output.includes(text)) return;
      if (hasExited) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`never printed "${text}":\n${output}`);
  }
  return { child, output: () => output, exited, waitFor };
}
