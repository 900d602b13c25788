// Inference for one project: its models (loading, failed, or listed), then
// two tabs: Embed (texts to vectors) and Semantic search (a question searched
// in a collection by a model that fits its vector). Semantic search loads
// with its own chunk and asks for the collections when its tab first opens
// (its chunk is fetched ahead when the tab is pointed at); each tab keeps
// what was typed while the other is open.
import { useId, useState } from "react";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import LinearProgress from "@mui/material/LinearProgress";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import { useModelsQuery } from "../../api-client/models-queries";
import { queryView } from "../../api-client/query-view";
import { EmptyState } from "../../components/empty-state";
import { lazyPart } from "../../components/lazy-part";
import { ServiceErrorAlert } from "../../components/service-error-alert";
import { useHasBeenTrue } from "../../components/use-has-been-true";
import { EmbedForm } from "./embed/embed-form";

function SemanticSearchPlaceholder() {
  return <LinearProgress aria-label="Loading semantic search" />;
}

const SemanticSearch = lazyPart(
  () => import(/* webpackChunkName: "inference-semantic-search" */ "./semantic-search/semantic-search").then((search) => search.SemanticSearch),
  SemanticSearchPlaceholder,
);
const preloadSemanticSearch = () => void SemanticSearch.preload().catch(() => undefined);

const TABS = [
  { value: "embed", label: "Embed" },
  { value: "search", label: "Semantic search" },
] as const;
type InferenceTab = (typeof TABS)[number]["value"];

export function InferenceWorkspace({ projectId }: { projectId: string }) {
  const query = useModelsQuery(projectId);
  const view = queryView(query);
  const [tab, setTab] = useState<InferenceTab>("embed");
  const id = useId();
  const hasOpenedSearch = useHasBeenTrue(tab === "search");

  if (view.status === "loading") return <LinearProgress aria-label="Loading the models" />;
  if (view.status === "failed") return <ServiceErrorAlert title="The models could not be loaded" message={view.error.message} onRetry={() => void query.refetch()} />;
  const { models } = view.data;
  if (models.length === 0) {
    return <EmptyState icon="tabler:bolt" title="No models yet" description="This project has no embedding model. Add an OpenAI-compatible endpoint in Models to embed texts." />;
  }
  return (
    <Card variant="outlined">
      <Tabs value={tab} onChange={(_, next: InferenceTab) => setTab(next)} aria-label="Inference" sx={{ borderBottom: 1, borderColor: "divider", px: 2 }}>
        {TABS.map((option) => (
          <Tab
            key={option.value}
            value={option.value}
            label={option.label}
            id={`${id}-${option.value}`}
            aria-controls={`${id}-${option.value}-panel`}
            onMouseEnter={option.value === "search" ? preloadSemanticSearch : undefined}
            onFocus={option.value === "search" ? preloadSemanticSearch : undefined}
          />
        ))}
      </Tabs>
      {TABS.map((option) => (
        <Box key={option.value} role="tabpanel" id={`${id}-${option.value}-panel`} aria-labelledby={`${id}-${option.value}`} hidden={tab !== option.value}>
          <CardContent>
            {option.value === "embed" ? <EmbedForm projectId={projectId} models={models} /> : null}
            {option.value === "search" && hasOpenedSearch ? <SemanticSearch projectId={projectId} models={models} /> : null}
          </CardContent>
        </Box>
      ))}
    </Card>
  );
}
