// Running a notebook's request cells against the data plane, with the user's
// session and so their own rights: one cell, or every request cell from the
// first in order (stopping at the first that fails), and Stop, which aborts
// the request in flight. Each cell's variables and the answers of the cells
// named before it are resolved first (cells/notebook-scope.ts). Every run is
// recorded in the notebook's history on the service; the answers themselves
// stay in this page.
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import type { NotebookCell } from "../../../contract/notebooks";
import { toApiError } from "../../api-client/api-error";
import { runNotebookRequest, type NotebookRequest } from "../../api-client/notebooks";
import { useRecordNotebookRunMutation } from "../../api-client/notebooks-queries";
import { collectionKeys } from "../../api-client/query-keys";
import { resolveRequest, scopeBefore } from "./cells/notebook-scope";
import { parseRequestCell } from "./cells/request-cell";

export type CellAnswer =
  | { state: "running"; request: NotebookRequest | null }
  /** The data plane answered (any status). */
  | { state: "answered"; request: NotebookRequest; status: number; body: unknown; durationMs: number; ranAt: number }
  /** Nothing was sent (the cell's text is wrong), or no answer came. */
  | { state: "problem"; request: NotebookRequest | null; message: string }
  | { state: "stopped"; request: NotebookRequest | null };

/** A request cell's request with its variables filled in, or why it cannot be sent. */
export type ResolvedCell = { ok: true; request: NotebookRequest; name: string | null } | { ok: false; message: string };

export interface NotebookRunner {
  answers: Readonly<Record<string, CellAnswer>>;
  /** The cell whose request is in flight. */
  runningCellId: string | null;
  isRunningAll: boolean;
  /** Where Run all stopped and why, until the next run. */
  runAllOutcome: string | null;
  runCell: (cellId: string) => Promise<boolean>;
  /** The request a cell would send now (Show code); null for a Markdown cell. */
  resolveCell: (cellId: string) => ResolvedCell | null;
  runAll: () => Promise<void>;
  stop: () => void;
}

/** Paths whose writes change the collections' list or info: a collection itself, its payload indexes, a recovered snapshot, aliases. */
const CHANGES_COLLECTIONS = /^\/(collections\/[^/?]+(\/index(\/[^?]*)?|\/snapshots\/(recover|upload))?|collections\/aliases)(\?|$)/;

const isFailure = (answer: CellAnswer) => answer.state !== "answered" || answer.status >= 400;

/**
 * `saveNow` saves the notebook's pending change before a run is recorded: the
 * service keeps runs of the cells it has (a cell added a moment ago is saved first).
 */
export function useNotebookRunner(projectId: string, notebookId: string, cells: readonly NotebookCell[], saveNow: () => Promise<void>): NotebookRunner {
  const [answers, setAnswers] = useState<Record<string, CellAnswer>>({});
  const [runningCellId, setRunningCellId] = useState<string | null>(null);
  const [isRunningAll, setIsRunningAll] = useState(false);
  const [runAllOutcome, setRunAllOutcome] = useState<string | null>(null);
  const { mutate: recordRun } = useRecordNotebookRunMutation(projectId, notebookId);
  const queryClient = useQueryClient();
  const cellsRef = useRef(cells);
  cellsRef.current = cells;
  /** The last answer body of each named cell ("# @name found"), for later cells' {{found.…}}. */
  const named = useRef(new Map<string, unknown>());
  const controller = useRef<AbortController | null>(null);
  const stopAll = useRef(false);

  const answer = (cellId: string, value: CellAnswer) => setAnswers((all) => ({ ...all, [cellId]: value }));

  const resolveCell = useCallback((cellId: string): ResolvedCell | null => {
    const list = cellsRef.current;
    const index = list.findIndex((cell) => cell.id === cellId);
    const cell = list[index];
    if (!cell || cell.kind !== "request") return null;
    const parsed = parseRequestCell(cell.source);
    const problem = parsed.problems[0];
    if (problem) return { ok: false, message: `Line ${problem.line}: ${problem.message}` };
    const resolved = resolveRequest(parsed, scopeBefore(list, index, named.current));
    return resolved.ok ? { ok: true, request: resolved.request, name: parsed.name } : resolved;
  }, []);

  const runCell = useCallback(
    async (cellId: string): Promise<boolean> => {
      const resolved = resolveCell(cellId);
      if (resolved === null) return true;
      if (!resolved.ok) {
        answer(cellId, { state: "problem", request: null, message: resolved.message });
        return false;
      }
      const request = resolved.request;
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setRunningCellId(cellId);
      answer(cellId, { state: "running", request });
      let outcome: CellAnswer;
      try {
        const reply = await runNotebookRequest(projectId, request, abort.signal);
        outcome = { state: "answered", request, status: reply.status, body: reply.body, durationMs: reply.durationMs, ranAt: Date.now() };
        if (resolved.name !== null) named.current.set(resolved.name, reply.body);
        // A collection made, changed, recovered or deleted, or a payload index or alias changed: what the console shows of the
        // collections (and completes from) is read again. Point writes leave names and payload indexes as they are.
        if (request.method !== "GET" && reply.status < 400 && CHANGES_COLLECTIONS.test(request.path)) void queryClient.invalidateQueries({ queryKey: collectionKeys.ofProject(projectId) });
        const run = { cellId, method: request.method, path: request.path.slice(0, 2_000), status: reply.status, durationMs: Math.round(reply.durationMs) };
        void saveNow().then(() => recordRun(run));
      } catch (error) {
        outcome = abort.signal.aborted ? { state: "stopped", request } : { state: "problem", request, message: `No answer: ${toApiError(error).message}` };
      } finally {
        if (controller.current === abort) controller.current = null;
        setRunningCellId((current) => (current === cellId ? null : current));
      }
      answer(cellId, outcome);
      return !isFailure(outcome);
    },
    [projectId, recordRun, resolveCell, queryClient, saveNow],
  );

  const runAll = useCallback(async () => {
    stopAll.current = false;
    setIsRunningAll(true);
    setRunAllOutcome(null);
    try {
      const requestCells = cellsRef.current.filter((cell) => cell.kind === "request");
      for (const [position, cell] of requestCells.entries()) {
        if (stopAll.current) {
          setRunAllOutcome(`Stopped before request ${position + 1} of ${requestCells.length}.`);
          return;
        }
        if (!(await runCell(cell.id))) {
          setRunAllOutcome(stopAll.current ? `Stopped at request ${position + 1} of ${requestCells.length}.` : `Run all stopped at request ${position + 1} of ${requestCells.length}: it failed (see its answer).`);
          return;
        }
      }
      setRunAllOutcome(`Ran ${requestCells.length} request${requestCells.length === 1 ? "" : "s"}.`);
    } finally {
      setIsRunningAll(false);
    }
  }, [runCell]);

  const stop = useCallback(() => {
    stopAll.current = true;
    controller.current?.abort();
  }, []);

  return { answers, runningCellId, isRunningAll, runAllOutcome, runCell, resolveCell, runAll, stop };
}
