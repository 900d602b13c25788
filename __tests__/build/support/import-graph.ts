// The tree's imports between its own files, read with TypeScript's own import
// scanner (ts.preProcessFile: static imports, `import type`, re-exports,
// dynamic import() and require()), for the tests that hold ARCHITECTURE.md's
// claims about layers and circles to the code.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

export interface ImportGraph {
  /** Every file read, relative to the root, with the files of the tree it imports. */
  imports: ReadonlyMap<string, readonly string[]>;
}

const SOURCE = /\.(ts|tsx|js|cjs|mjs)$/;
const RESOLVE_SUFFIXES = ["", ".ts", ".tsx", ".js", ".cjs", ".mjs", "/index.ts", "/index.tsx", "/index.js"];

function listSources(root: string, folder: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(path.join(root, folder), { withFileTypes: true })) {
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) found.push(...listSources(root, relative));
    else if (SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts")) found.push(relative);
  }
  return found;
}

function resolveRelative(root: string, from: string, specifier: string): string | undefined {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  return RESOLVE_SUFFIXES.map((suffix) => base + suffix).find((candidate) => fs.existsSync(path.join(root, candidate)) && fs.statSync(path.join(root, candidate)).isFile());
}

/** The imports of every source file under `folders`, those that name a file of the tree resolved to its path. */
export function readImportGraph(root: string, folders: readonly string[]): ImportGraph {
  const imports = new Map<string, string[]>();
  for (const file of folders.flatMap((folder) => listSources(root, folder))) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(path.join(root, file), "utf8"), true, true);
    const targets = importedFiles
      .map(({ fileName }) => fileName)
      .filter((specifier) => specifier.startsWith("."))
      .map((specifier) => resolveRelative(root, file, specifier))
      .filter((target): target is string => target !== undefined);
    imports.set(file, [...new Set(targets)]);
  }
  return { imports };
}

/** Groups of files that import each other in a loop (Tarjan's strongly connected components of more than one file). */
export function findCircles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const circles: string[][] = [];
  let next = 0;
  // Iterative, so that a long chain of imports cannot overflow the call stack.
  for (const start of graph.imports.keys()) {
    if (index.has(start)) continue;
    const work: { file: string; edge: number }[] = [{ file: start, edge: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const targets = graph.imports.get(frame.file) ?? [];
      if (frame.edge < targets.length) {
        const target = targets[frame.edge++]!;
        if (!graph.imports.has(target)) continue;
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push({ file: target, edge: 0 });
        } else if (onStack.has(target)) low.set(frame.file, Math.min(low.get(frame.file)!, index.get(target)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.file, Math.min(low.get(parent.file)!, low.get(frame.file)!));
      if (low.get(frame.file) === index.get(frame.file)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.file);
        if (component.length > 1) circles.push(component.sort());
      }
    }
  }
  return circles;
}

/** Every import as "from -> to", for the pairs `isRefused` refuses. */
export function refusedImports(graph: ImportGraph, isRefused: (from: string, to: string) => boolean): string[] {
  return [...graph.imports].flatMap(([from, targets]) => targets.filter((to) => isRefused(from, to)).map((to) => `${from} -> ${to}`));
}
