// Search and Discovery for one project: pick a collection (the only one, when
// the project has one) and, in a collection of named or sparse vectors, the
// vector to search by; say what to search by (a vector, a text embedded by
// one of the project's models, a point, examples, discovery, a hybrid query,
// a payload key's order, a random sample), filter, group, and see the
// results or the same query as code.
import { useEffect, useRef, useState } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import LinearProgress from "@mui/material/LinearProgress";
import { queryView } from "../../api-client/query-view";
import { CollectionPicker } from "../../collections/collection-picker";
import { NoCollectionToSearch } from "../../components/no-collection-to-search";
import { lazyPart } from "../../components/lazy-part";
import { useHasBeenTrue } from "../../components/use-has-been-true";
import { ServiceErrorAlert } from "../../components/service-error-alert";
import { Icon } from "../../icons/icon";
import { FilterBuilder } from "../../payload-filter/filter-builder";
import { QueryInput } from "./query/query-input";
import { QueryOptions } from "./query/query-options";
import { usesChosenVector, type SearchRequest } from "./query/query-draft";
import { hasVectorChoice, vectorKey } from "./query/search-vector";
import { SearchVectorSelect } from "./query/search-vector-select";
import { useSearchableCollections, type SearchableCollection } from "./searchable-collections";
import { SearchOutcome } from "./search-outcome";
import { useSearchForm } from "./use-search-form";
import { useSearchRun } from "./use-search-run";

// The code samples load with their own chunk the first time "Show code" opens them.
const QueryCodeDialog = lazyPart(() => import(/* webpackChunkName: "code-samples" */ "../../components/query-code-dialog").then((dialog) => dialog.QueryCodeDialog));

/** The collection to search: the one the URL names, else the project's only one. */
function chosenCollection(collections: readonly SearchableCollection[], linked: string | null): string | null {
  if (linked !== null) return linked;
  const [only] = collections;
  return collections.length === 1 && only !== undefined ? only.name : null;
}

export function SearchWorkspace({ projectId, link }: { projectId: string; link: { collection: string | null; point: string | null } }) {
  const query = useSearchableCollections(projectId);
  const state = queryView(query);
  const collections = state.status === "ready" ? state.data : [];
  const chosen = chosenCollection(collections, link.collection);
  const selected = collections.find((collection) => collection.name === chosen) ?? null;
  const form = useSearchForm(link, selected, collections);
  const run = useSearchRun(projectId, form.draft.mode);
  const [codeRequest, setCodeRequest] = useState<SearchRequest | null>(null);
  const hasShownCode = useHasBeenTrue(codeRequest !== null);

  const search = () => {
    const request = form.takeRequest();
    if (request !== null && selected !== null) run.run(selected.name, request);
  };

  // A "Find similar" link runs its query as soon as its collection is known.
  const ranLink = useRef<string | null>(null);
  const searchRef = useRef(search);
  useEffect(() => {
    searchRef.current = search;
  });
  useEffect(() => {
    const linkKey = `${selected?.name} ${link.point}`;
    if (selected === null || link.point === null || form.draft.point !== link.point || ranLink.current === linkKey) return;
    ranLink.current = linkKey;
    searchRef.current();
  }, [selected, link.point, form.draft.point]);

  if (state.status === "loading") return <LinearProgress aria-label="Loading collections" />;
  if (state.status === "failed") return <ServiceErrorAlert title="The collections could not be loaded" message={state.error.message} onRetry={() => void query.refetch()} />;
  if (collections.length === 0) {
    return (
      <NoCollectionToSearch title="Nothing to search yet" description="Search runs on a collection's points. Create a collection in Datasets and add points to it first." />
    );
  }

  return (
    <Box sx={{ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: 3 }}>
      <Card variant="outlined">
        <CardContent
          component="form"
          aria-label="Query"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            search();
          }}
          sx={{ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: 2.5 }}
        >
          <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap", alignItems: "flex-start" }}>
            <CollectionPicker collections={collections} value={chosen} onChange={form.chooseCollection} />
            {selected !== null && hasVectorChoice(selected) && usesChosenVector(form.draft.mode) ? (
              <SearchVectorSelect vectors={form.vectors} value={form.vector === null ? "" : vectorKey(form.vector)} onChange={form.chooseVector} />
            ) : null}
          </Box>
          <QueryInput
            projectId={projectId}
            draft={form.draft}
            errors={form.errors}
            vector={form.vector}
            vectors={form.vectors}
            otherCollections={form.otherCollections}
            hasBuilders={form.hasBuilders}
            onChange={form.change}
          />
          <FilterBuilder draft={form.filter} />
          <QueryOptions draft={form.draft} errors={form.errors} onChange={form.change} />
          <Box sx={{ display: "flex", gap: 1 }}>
            <Button type="submit" variant="contained" disabled={selected === null || run.isRunning} startIcon={<Icon icon="tabler:search" fontSize="1.125rem" />}>
              Search
            </Button>
            <Button disabled={selected === null} onClick={() => setCodeRequest(form.takeRequest())} startIcon={<Icon icon="tabler:code" fontSize="1.125rem" />}>
              Show code
            </Button>
          </Box>
          {/* Where the search was asked for, not below the fold with the results. */}
          {run.failure !== null ? (
            <Alert severity="error" role="alert">
              The query was refused: {run.failure}
            </Alert>
          ) : null}
        </CardContent>
      </Card>
      <SearchOutcome run={run} />
      {hasShownCode ? <QueryCodeDialog collection={selected?.name ?? ""} request={codeRequest} onClose={() => setCodeRequest(null)} /> : null}
    </Box>
  );
}
