// The API keys tab of the account settings (/account-settings/api-keys/):
// the current project's keys, and how a program connects with one.
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { ProjectScope } from "../../../components/project-scope";
import { SettingsSection } from "../settings-section";
import { ConnectWithKey } from "./connect-with-key";
import { ProjectApiKeys } from "./project-api-keys";

export function ApiKeysSettings() {
  return (
    <Box sx={{ display: "grid", gap: 3 }}>
      <ProjectScope>
        {(project) => (
          <SettingsSection title={`API keys of ${project.name}`} description="Keys reach this project's collections only. Switch projects in the top bar to manage another project's keys.">
            <ProjectApiKeys projectId={project.id} />
          </SettingsSection>
        )}
      </ProjectScope>
      <SettingsSection title="Connect" description="Use any Qdrant client: given the service's URL and a key, it works unchanged.">
        <ConnectWithKey />
      </SettingsSection>
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        Keys are shown in full only once, when they are created. Revoke a key you no longer use, or one that may have leaked: keys start with vdb_ so that secret scanners recognise them.
      </Typography>
    </Box>
  );
}
