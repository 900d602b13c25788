// What the filter builder holds while it is edited: rows or JSON text, and
// whether to show the rows' problems (after the first attempt to use them).
// The rows and the JSON view convert into each other; a filter the rows
// cannot hold keeps the JSON view with a note.
import { useCallback, useMemo, useState } from "react";
import type { Schemas } from "@qdrant/js-client-rest";
import { filterToRows, newFilterRow, rowsToFilter, type FilterRow } from "./filter-rows";
import { formatFilterJson, parseFilterJson } from "./parse-filter-json";

export type FilterView = "rows" | "json";

export interface FilterDraft {
  view: FilterView;
  rows: readonly FilterRow[];
  json: string;
  /** Problems of rows by id, shown once the user has tried to use the filter. */
  rowErrors: Readonly<Record<string, string>>;
  /** A problem of the whole filter (JSON that does not parse, a view that cannot switch). */
  problem: string | null;
  addRow: () => void;
  changeRow: (id: string, change: Partial<FilterRow>) => void;
  removeRow: (id: string) => void;
  changeJson: (text: string) => void;
  showView: (view: FilterView) => void;
  /** The filter to send, or null (and its problems shown) when it cannot be used as it stands. */
  takeFilter: () => { filter: Schemas["Filter"] | undefined } | null;
  /** Starts from the given filter (rows when they can hold it). */
  reset: (filter?: Schemas["Filter"]) => void;
}

const ROWS_CANNOT_HOLD = "This filter uses more than the rows can show (nested filters, has_id, min_should, gt or lt, geo): edit it as JSON.";

export function useFilterDraft(): FilterDraft {
  const [view, setView] = useState<FilterView>("rows");
  const [rows, setRows] = useState<readonly FilterRow[]>([]);
  const [json, setJson] = useState("");
  const [isChecked, setIsChecked] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const conversion = useMemo(() => rowsToFilter(rows), [rows]);

  const addRow = useCallback(() => setRows((current) => [...current, newFilterRow()]), []);
  const changeRow = useCallback(
    (id: string, change: Partial<FilterRow>) => setRows((current) => current.map((row) => (row.id === id ? { ...row, ...change } : row))),
    [],
  );
  const removeRow = useCallback((id: string) => setRows((current) => current.filter((row) => row.id !== id)), []);
  const changeJson = useCallback((text: string) => {
    setJson(text);
    setProblem(null);
  }, []);

  const showView = (next: FilterView) => {
    if (next === view) return;
    if (next === "json") {
      if (Object.keys(conversion.errors).length > 0) {
        setIsChecked(true);
        return;
      }
      setJson(formatFilterJson(conversion.filter));
      setProblem(null);
      setView("json");
      return;
    }
    const parsed = parseFilterJson(json);
    if ("error" in parsed) return setProblem(parsed.error);
    const nextRows = filterToRows(parsed.filter);
    if (nextRows === null) return setProblem(ROWS_CANNOT_HOLD);
    setRows(nextRows);
    setProblem(null);
    setView("rows");
  };

  const takeFilter = (): { filter: Schemas["Filter"] | undefined } | null => {
    if (view === "json") {
      const parsed = parseFilterJson(json);
      if ("error" in parsed) {
        setProblem(parsed.error);
        return null;
      }
      return parsed;
    }
    setIsChecked(true);
    return Object.keys(conversion.errors).length > 0 ? null : { filter: conversion.filter };
  };

  const reset = useCallback((filter?: Schemas["Filter"]) => {
    const nextRows = filterToRows(filter);
    setRows(nextRows ?? []);
    setJson(formatFilterJson(filter));
    setView(nextRows === null ? "json" : "rows");
    setIsChecked(false);
    setProblem(null);
  }, []);

  return {
    view,
    rows,
    json,
    rowErrors: isChecked ? conversion.errors : {},
    problem,
    addRow,
    changeRow,
    removeRow,
    changeJson,
    showView,
    takeFilter,
    reset,
  };
}
