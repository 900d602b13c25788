// The Search and Discovery form: the collection (kept in the URL), the vector
// searched (by name, in a collection of named vectors), the query draft, its
// filter, and the request they make. A field's problem shows once the user
// has typed in it, and every problem of a tab once a search was tried in that
// tab: a tab just opened shows none. A link with ?collection=…&point=… (Find
// similar) fills the form with that point and runs it once the collection is
// known.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { Schemas } from "@qdrant/js-client-rest";
import { navigate } from "gatsby";
import { searchPagePath } from "../../links/search-links";
import type { CollectionSummary, CollectionVector } from "../../collections/collection-summary";
import { useFilterDraft, type FilterDraft } from "../../payload-filter/use-filter-draft";
import { EMPTY_QUERY_DRAFT, toQueryRequest, type QueryDraft, type QueryDraftErrors, type QueryMode } from "./query/query-draft";
import { searchVectorOf } from "./query/search-vector";

export interface SearchForm {
  collection: string | null;
  chooseCollection: (name: string) => void;
  /** The vector searched: the collection's unnamed one, or the named one chosen; null until the collection is known. */
  vector: CollectionVector | null;
  chooseVector: (name: string) => void;
  draft: QueryDraft;
  change: (change: Partial<QueryDraft>) => void;
  errors: QueryDraftErrors;
  filter: FilterDraft;
  /** The request for the form as it stands, or null (with its problems shown) when it cannot be sent. */
  takeRequest: () => Schemas["QueryRequest"] | null;
}

type DraftField = keyof QueryDraftErrors;
const DRAFT_FIELDS = ["vector", "point", "positive", "negative", "limit", "scoreThreshold"] as const satisfies readonly DraftField[];

export function useSearchForm(link: { collection: string | null; point: string | null }, collection: CollectionSummary | null): SearchForm {
  const [draft, setDraft] = useState<QueryDraft>(EMPTY_QUERY_DRAFT);
  const [vectorName, setVectorName] = useState<string | null>(null);
  const vector = searchVectorOf(collection, vectorName);
  const [typedFields, setTypedFields] = useState<ReadonlySet<DraftField>>(new Set());
  const [triedModes, setTriedModes] = useState<ReadonlySet<QueryMode>>(new Set());
  const filter = useFilterDraft();
  const linkedPoint = useRef<string | null>(null);

  useEffect(() => {
    if (link.point === null || link.point === linkedPoint.current) return;
    linkedPoint.current = link.point;
    setDraft((current) => ({ ...current, mode: "point", point: link.point ?? "" }));
  }, [link.point]);

  const vectorUsed = vector === null ? null : vector.name;
  const dimension = vector === null ? null : vector.size;
  const errors = useMemo(() => {
    const result = toQueryRequest(draft, dimension === null ? null : { name: vectorUsed, size: dimension }, undefined);
    return "errors" in result ? result.errors : {};
  }, [draft, vectorUsed, dimension]);

  const isTried = triedModes.has(draft.mode);
  const shownErrors = useMemo(() => {
    const shown: QueryDraftErrors = {};
    for (const field of DRAFT_FIELDS) {
      if (errors[field] !== undefined && (isTried || typedFields.has(field))) shown[field] = errors[field];
    }
    return shown;
  }, [errors, isTried, typedFields]);

  const chooseCollection = useCallback((name: string) => {
    void navigate(searchPagePath({ collection: name }), { replace: true });
  }, []);
  const change = useCallback((next: Partial<QueryDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    const typed = DRAFT_FIELDS.filter((field) => next[field] !== undefined);
    if (typed.length > 0) setTypedFields((current) => new Set([...current, ...typed]));
  }, []);

  const takeRequest = (): Schemas["QueryRequest"] | null => {
    setTriedModes((current) => new Set([...current, draft.mode]));
    const taken = filter.takeFilter();
    if (taken === null) return null;
    const result = toQueryRequest(draft, vector, taken.filter);
    return "request" in result ? result.request : null;
  };

  return { collection: link.collection, chooseCollection, vector, chooseVector: setVectorName, draft, change, errors: shownErrors, filter, takeRequest };
}
