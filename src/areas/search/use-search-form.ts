// The Search and Discovery form: the collection (kept in the URL), the vector
// searched (by name, in a collection of named or sparse vectors), the query
// draft, its filter, and the request they make. A field's problem shows once
// the user has typed in it, and every problem of a tab once a search was
// tried in that tab: a tab just opened shows none. A link with
// ?collection=…&point=… (Find similar) fills the form with that point and
// runs it once the collection is known.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { navigate } from "gatsby";
import { searchPagePath } from "../../links/search-links";
import { useFilterDraft, type FilterDraft } from "../../payload-filter/use-filter-draft";
import { BUILDERS_PRELOAD_DELAY_MS, loadQueryBuilders } from "./query/load-query-builders";
import {
  EMPTY_QUERY_DRAFT,
  TEXT_FIELDS,
  toQueryRequest,
  type QueryContext,
  type QueryDraft,
  type QueryDraftErrors,
  type QueryDraftChange,
  type QueryFieldKey,
  type QueryMode,
  type SearchRequest,
  type StageBuilders,
} from "./query/query-draft";
import { searchVectorOf, searchVectorsOf, type SearchVector } from "./query/search-vector";
import type { SearchableCollection } from "./searchable-collections";

/** A change to the draft; `touched` names the fields typed in beyond its own text fields (a prefetch's, a context pair's). */

export interface SearchForm {
  collection: string | null;
  chooseCollection: (name: string) => void;
  /** The vector searched: the collection's unnamed one, or the named or sparse one chosen; null until the collection is known. */
  vector: SearchVector | null;
  /** Every vector of the collection, dense then sparse. */
  vectors: readonly SearchVector[];
  chooseVector: (key: string) => void;
  draft: QueryDraft;
  change: QueryDraftChange;
  /** The project's collections other than the one searched: a query by point ids may name their points. */
  otherCollections: readonly SearchableCollection[];
  /** Whether the query builders (and the fields of the options they check) have loaded. */
  hasBuilders: boolean;
  errors: QueryDraftErrors;
  filter: FilterDraft;
  /** The request for the form as it stands, or null (with its problems shown) when it cannot be sent. */
  takeRequest: () => SearchRequest | null;
}

/** How recommend, discovery, hybrid queries and every kind's options become requests: loaded with their fields, soon after the form shows, at once on any tab but the first. */
function useStageBuilders(mode: QueryMode): StageBuilders | null {
  const [builders, setBuilders] = useState<StageBuilders | null>(null);
  const [isWanted, setIsWanted] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setIsWanted(true), BUILDERS_PRELOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const isNeeded = isWanted || mode !== "vector";
  useEffect(() => {
    if (!isNeeded || builders !== null) return undefined;
    let current = true;
    loadQueryBuilders().then(
      (loaded) => current && setBuilders(loaded.stageBuilders),
      (error: unknown) => console.error("The query builders could not be loaded:", error),
    );
    return () => {
      current = false;
    };
  }, [isNeeded, builders]);
  return builders;
}

export function useSearchForm(
  link: { collection: string | null; point: string | null },
  collection: SearchableCollection | null,
  collections: readonly SearchableCollection[],
): SearchForm {
  const [draft, setDraft] = useState<QueryDraft>(EMPTY_QUERY_DRAFT);
  const [vectorKey, setVectorKey] = useState<string | null>(null);
  const vectors = useMemo(() => searchVectorsOf(collection), [collection]);
  const builders = useStageBuilders(draft.mode);
  const otherCollections = useMemo(() => collections.filter((other) => other.name !== collection?.name), [collections, collection]);
  const context = useMemo<QueryContext>(() => ({ vectors, otherCollections, builders }), [vectors, otherCollections, builders]);
  const vector = searchVectorOf(collection, vectorKey);
  const [typedFields, setTypedFields] = useState<ReadonlySet<QueryFieldKey>>(new Set());
  const [triedModes, setTriedModes] = useState<ReadonlySet<QueryMode>>(new Set());
  const filter = useFilterDraft();
  const linkedPoint = useRef<string | null>(null);

  useEffect(() => {
    if (link.point === null || link.point === linkedPoint.current) return;
    linkedPoint.current = link.point;
    setDraft((current) => ({ ...current, mode: "point", point: link.point ?? "" }));
  }, [link.point]);

  const errors = useMemo(() => {
    const result = toQueryRequest(draft, vector, undefined, context);
    return "errors" in result ? result.errors : {};
  }, [draft, vector, context]);

  const isTried = triedModes.has(draft.mode);
  const shownErrors = useMemo(() => {
    const shown: QueryDraftErrors = {};
    for (const [field, error] of Object.entries(errors) as [QueryFieldKey, string][]) {
      if (isTried || typedFields.has(field)) shown[field] = error;
    }
    return shown;
  }, [errors, isTried, typedFields]);

  const chooseCollection = useCallback((name: string) => {
    void navigate(searchPagePath({ collection: name }), { replace: true });
  }, []);
  const change = useCallback<QueryDraftChange>((next, touched = []) => {
    setDraft((current) => ({ ...current, ...next }));
    const typed = [...TEXT_FIELDS.filter((field) => next[field] !== undefined), ...touched];
    if (typed.length > 0) setTypedFields((current) => new Set([...current, ...typed]));
  }, []);

  const takeRequest = (): SearchRequest | null => {
    setTriedModes((current) => new Set([...current, draft.mode]));
    const taken = filter.takeFilter();
    if (taken === null) return null;
    const result = toQueryRequest(draft, vector, taken.filter, context);
    return "request" in result ? result.request : null;
  };

  return {
    collection: link.collection,
    chooseCollection,
    vector,
    vectors,
    chooseVector: setVectorKey,
    draft,
    change,
    otherCollections,
    hasBuilders: builders !== null,
    errors: shownErrors,
    filter,
    takeRequest,
  };
}
