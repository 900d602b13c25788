// Shows a project's data once the current project is known: progress while
// the projects load, the service's message when they cannot, and a pointer
// to the project switcher when there is no project yet. Its content starts
// afresh (state and requests) when another project becomes the current one.
// It brings the query cache (QueryScope) for everything inside.
import { Fragment, type ReactNode } from "react";
import type { ProjectSummary } from "../../contract/auth";
import LinearProgress from "@mui/material/LinearProgress";
import { QueryScope } from "../api-client/query-scope";
import { useProjects } from "../state/project";
import { EmptyState } from "./empty-state";
import { ServiceErrorAlert } from "./service-error-alert";

export function ProjectScope({ children }: { children: (project: ProjectSummary) => ReactNode }) {
  return (
    <QueryScope>
      <CurrentProject>{children}</CurrentProject>
    </QueryScope>
  );
}

function CurrentProject({ children }: { children: (project: ProjectSummary) => ReactNode }) {
  const { projects, reloadProjects } = useProjects();
  if (projects.status === "loading") return <LinearProgress aria-label="Loading your projects" />;
  if (projects.status === "failed") {
    return <ServiceErrorAlert title="Your projects could not be loaded" message={projects.message} onRetry={() => reloadProjects()} />;
  }
  if (projects.current === null) {
    return (
      <EmptyState
        icon="tabler:folders"
        title="No project yet"
        description="Collections and API keys belong to a project. Create one with the project switcher in the top bar."
      />
    );
  }
  return <Fragment key={projects.current.id}>{children(projects.current)}</Fragment>;
}
