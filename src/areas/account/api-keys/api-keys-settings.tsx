// The API keys tab of the account settings (/account-settings/api-keys/):
// the current project's keys, and how a program connects with one.
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { ProjectScope } from "../../../components/project-scope";
import { PageSection } from "../../../components/page-section";
import { ConnectWithKey } from "./connect-with-key";
import { ProjectApiKeys } from "./project-api-keys";

export function ApiKeysSettings() {
  return (
    <Box sx={{ display: "grid", gap: 3 }}>
      <ProjectScope>
        {(project) => (
          <PageSection title={`API keys of ${project.name}`} description="Keys reach this project's collections only. Switch projects in the top bar to manage another project's keys.">
            <ProjectApiKeys projectId={project.id} />
          </PageSection>
        )}
      </ProjectScope>
      <PageSection title="Connect" description="Use any Qdrant client: given the service's URL and a key, it works unchanged.">
        <ConnectWithKey />
      </PageSection>
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        Keys are shown in full only once, when they are created. Revoke a key you no longer use, or one that may have leaked: keys start with vdb_ so that secret scanners recognise them.
      </Typography>
    </Box>
  );
}
