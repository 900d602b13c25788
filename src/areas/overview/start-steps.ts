// The way in for a project with nothing in it yet: which three steps lead to
// a first search, and which of them are done. A project is new while it has
// no collection: zeros would say nothing to it. (Calls do not make it old: the
// console's own data-plane calls, listing the collections on Datasets, are
// metered like a program's.)
import type { MetricsSummaryResponse } from "../../../contract/metrics";
import { API_KEYS_PATH } from "../../links/account-links";
import { areaRoute } from "../../links/area-route";

export interface StartStep {
  title: string;
  description: string;
  isDone: boolean;
  action: { label: string; to: string };
}

export function isNewProject(summary: MetricsSummaryResponse): boolean {
  return summary.collections === 0;
}

function hasImported(summary: MetricsSummaryResponse): boolean {
  // A dry run writes nothing.
  return summary.points > 0 || summary.recentJobs.some((job) => job.kind === "import" && job.state === "succeeded" && job.import?.dryRun !== true);
}

/** `hasApiKey` is null while the project's keys are not known. */
export function startSteps(summary: MetricsSummaryResponse, hasApiKey: boolean | null): StartStep[] {
  return [
    {
      title: "Create a collection",
      description: "A collection holds vectors of one size, compared by one distance, with their payloads.",
      isDone: summary.collections > 0,
      action: { label: "Open Datasets", to: areaRoute("datasets") },
    },
    {
      title: "Import a file",
      description: "Bring your data in from CSV, JSON Lines or Parquet, with vectors or with texts to embed.",
      isDone: hasImported(summary),
      action: { label: "Open Data Import", to: areaRoute("data-import") },
    },
    {
      title: "Make an API key",
      description: "Programs reach the project with a key; connect with the code above.",
      isDone: hasApiKey === true,
      action: { label: "Open API keys", to: API_KEYS_PATH },
    },
  ];
}
