// One import's page (/data-import/<id>): its progress while it runs, its
// outcome, figures and skipped rows after, and the mapping it ran with.
import { Link } from "gatsby";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { useImportQuery } from "../../../api-client/imports-queries";
import { Icon } from "../../../icons/icon";
import { areaRoute } from "../../../links/area-route";
import { FlowSection } from "../flow-section";
import { ImportProgress } from "../run/import-progress";
import { ImportMappingSummary } from "./import-mapping-summary";

export function ImportDetail({ projectId, importId }: { projectId: string; importId: string }) {
  const query = useImportQuery(projectId, importId);
  return (
    <Box sx={{ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: 3 }}>
      <Box>
        <Button component={Link} to={areaRoute("data-import")} startIcon={<Icon icon="tabler:arrow-left" fontSize="1.125rem" />}>
          All imports
        </Button>
      </Box>
      <FlowSection title="Progress">
        <ImportProgress projectId={projectId} importId={importId} />
      </FlowSection>
      {query.data !== undefined ? (
        <FlowSection title="Mapping">
          <ImportMappingSummary summary={query.data} />
        </FlowSection>
      ) : null}
    </Box>
  );
}
