// The project's imports (loading, empty, failed with a retry, or the table),
// asked for again every two seconds while one is under way, so that imports
// started before a reload, or by someone else, show their progress here.
import { useId } from "react";
import { Link } from "gatsby";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import { useImportsQuery } from "../../../api-client/imports-queries";
import { queryView } from "../../../api-client/query-view";
import { useSignedInUserIdQuery } from "../../../api-client/signed-in-user-queries";
import { EmptyState } from "../../../components/empty-state";
import { ServiceErrorAlert } from "../../../components/service-error-alert";
import { ImportHistoryTable } from "./import-history-table";

/** The help centre's article on imports (and on the API and clients, for very large loads). */
const IMPORT_HELP_PATH = "/help-center/collections-and-data/importing/import-data/";

export function ImportHistory({ projectId }: { projectId: string }) {
  const titleId = useId();
  const query = useImportsQuery(projectId);
  const state = queryView(query);
  const user = useSignedInUserIdQuery();

  let content;
  if (state.status === "loading") content = <LinearProgress aria-label="Loading imports" />;
  else if (state.status === "failed") content = <ServiceErrorAlert title="The imports could not be loaded" message={state.error.message} onRetry={() => void query.refetch()} />;
  else if (state.data.length === 0) {
    content = (
      <EmptyState
        icon="tabler:file-import"
        title="No imports yet"
        description="Imports and dry runs of this project's files will be listed here, with their progress, the points written and the rows skipped."
        action={
          <Button component={Link} to={IMPORT_HELP_PATH} variant="outlined">
            Import data in bulk
          </Button>
        }
      />
    );
  } else content = <ImportHistoryTable imports={state.data} userId={user.data ?? null} />;

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ display: "grid", gap: 2 }}>
      <Typography id={titleId} variant="h6" component="h2">
        Imports
      </Typography>
      {content}
    </Box>
  );
}
