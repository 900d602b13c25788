// Semantic search over the project's collections: progress while they load,
// the service's message when they cannot, a pointer to Datasets while there
// is none, else the form.
import LinearProgress from "@mui/material/LinearProgress";
import type { ModelSummary } from "../../../../contract/models";
import { queryView } from "../../../api-client/query-view";
import { NoCollectionToSearch } from "../../../components/no-collection-to-search";
import { ServiceErrorAlert } from "../../../components/service-error-alert";
import { SemanticSearchForm } from "./semantic-search-form";
import { useTextSearchCollections } from "./text-search-collections";

export function SemanticSearch({ projectId, models }: { projectId: string; models: readonly ModelSummary[] }) {
  const query = useTextSearchCollections(projectId);
  const view = queryView(query);
  if (view.status === "loading") return <LinearProgress aria-label="Loading collections" />;
  if (view.status === "failed") return <ServiceErrorAlert title="The collections could not be loaded" message={view.error.message} onRetry={() => void query.refetch()} />;
  if (view.data.length === 0) {
    return (
      <NoCollectionToSearch
        title="No collection to search yet"
        description="Semantic search runs on a collection's points. Create a collection in Datasets, with a vector of a model's dimension, and add points to it first."
      />
    );
  }
  return <SemanticSearchForm projectId={projectId} collections={view.data} models={models} />;
}
