// The fields of the query kinds that load with the query builders: a text
// and its model, recommend, discovery, the hybrid query and ordering by a
// payload key, then the options
// below any kind's fields (point ids of another collection, MMR, what a
// random sample returns). Its parts sit in the form's grid as its own rows.
import type { SearchableCollection } from "../searchable-collections";
import { DiscoverQueryFields } from "./discover-query-fields";
import { HybridQueryBuilder } from "./hybrid-query-builder";
import { OrderByFields } from "./order-by-fields";
import type { QueryDraft, QueryDraftChange, QueryDraftErrors } from "./query-draft";
import { QueryKindOptions } from "./query-kind-options";
import { RecommendQueryFields } from "./recommend-query-fields";
import type { SearchVector } from "./search-vector";
import { TextQueryFields } from "./text-query-fields";

export interface QueryKindFieldsProps {
  /** The project searched: a query by text chooses among its models. */
  projectId: string;
  draft: QueryDraft;
  errors: QueryDraftErrors;
  /** The vector searched, null until the collection is known. */
  vector: SearchVector | null;
  /** The collection's vectors, for the hybrid query's prefetches. */
  vectors: readonly SearchVector[];
  /** The project's other collections, whose points a query by point ids may name. */
  otherCollections: readonly SearchableCollection[];
  onChange: QueryDraftChange;
}

export function QueryKindFields({ projectId, draft, errors, vector, vectors, otherCollections, onChange }: QueryKindFieldsProps) {
  return (
    <>
      {draft.mode === "text" ? <TextQueryFields projectId={projectId} draft={draft} errors={errors} vector={vector} onChange={onChange} /> : null}
      {draft.mode === "recommend" ? <RecommendQueryFields draft={draft} errors={errors} onChange={onChange} /> : null}
      {draft.mode === "discover" ? <DiscoverQueryFields draft={draft.discover} errors={errors} vector={vector} onChange={onChange} /> : null}
      {draft.mode === "hybrid" ? <HybridQueryBuilder projectId={projectId} draft={draft.hybrid} errors={errors} vectors={vectors} onChange={onChange} /> : null}
      {draft.mode === "orderBy" ? <OrderByFields orderKey={draft.orderKey} direction={draft.orderDirection} error={errors.orderKey} onChange={onChange} /> : null}
      <QueryKindOptions draft={draft} errors={errors} vector={vector} otherCollections={otherCollections} onChange={onChange} />
    </>
  );
}
