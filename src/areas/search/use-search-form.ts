// The Search and Discovery form: the collection (kept in the URL), the query
// draft, its filter, and the request they make. Problems show after the
// first attempt. A link with ?collection=…&point=… (Find similar) fills the
// form with that point and runs it once the collection is known.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { navigate } from "gatsby";
import type { QueryRequest } from "../../api-client/qdrant-types";
import { useFilterDraft, type FilterDraft } from "../../payload-filter/use-filter-draft";
import { EMPTY_QUERY_DRAFT, toQueryRequest, type QueryDraft, type QueryDraftErrors } from "./query/query-draft";
import { searchPagePath } from "./search-link";

export interface SearchForm {
  collection: string | null;
  chooseCollection: (name: string) => void;
  draft: QueryDraft;
  change: (change: Partial<QueryDraft>) => void;
  errors: QueryDraftErrors;
  filter: FilterDraft;
  /** The request for the form as it stands, or null (with its problems shown) when it cannot be sent. */
  takeRequest: () => QueryRequest | null;
}

export function useSearchForm(link: { collection: string | null; point: string | null }, dimension: number | null): SearchForm {
  const [draft, setDraft] = useState<QueryDraft>(EMPTY_QUERY_DRAFT);
  const [isChecked, setIsChecked] = useState(false);
  const filter = useFilterDraft();
  const linkedPoint = useRef<string | null>(null);

  useEffect(() => {
    if (link.point === null || link.point === linkedPoint.current) return;
    linkedPoint.current = link.point;
    setDraft((current) => ({ ...current, mode: "point", point: link.point ?? "" }));
  }, [link.point]);

  const errors = useMemo(() => {
    const result = toQueryRequest(draft, dimension, undefined);
    return "errors" in result ? result.errors : {};
  }, [draft, dimension]);

  const chooseCollection = useCallback((name: string) => {
    void navigate(searchPagePath({ collection: name }), { replace: true });
  }, []);
  const change = useCallback((next: Partial<QueryDraft>) => setDraft((current) => ({ ...current, ...next })), []);

  const takeRequest = (): QueryRequest | null => {
    setIsChecked(true);
    const taken = filter.takeFilter();
    if (taken === null) return null;
    const result = toQueryRequest(draft, dimension, taken.filter);
    return "request" in result ? result.request : null;
  };

  return { collection: link.collection, chooseCollection, draft, change, errors: isChecked ? errors : {}, filter, takeRequest };
}
