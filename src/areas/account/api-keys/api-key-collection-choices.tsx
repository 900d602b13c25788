// Below the API key's collections: the project's collections, each a choice
// that adds it to the list or takes it out, and a warning for a name typed
// that is not one of them. Such a key is still created: the collection may
// come later, and the key reaches it then.
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { useCollectionNamesQuery } from "../../../api-client/collections-queries";
import { collectionNamesOf } from "./api-key-draft";

export interface ApiKeyCollectionChoicesProps {
  projectId: string;
  /** The collections as typed, separated by commas. */
  value: string;
  onChange: (value: string) => void;
}

function describeUnknown(names: readonly string[]): string {
  const quoted = names.map((name) => `"${name}"`);
  const list = quoted.length === 1 ? quoted[0]! : `${quoted.slice(0, -1).join(", ")} and ${quoted.at(-1)!}`;
  return `This project has no collection named ${list} yet. The key can still be created: it reaches ${names.length === 1 ? "that collection" : "those collections"} once created, and no other.`;
}

export function ApiKeyCollectionChoices({ projectId, value, onChange }: ApiKeyCollectionChoicesProps) {
  const query = useCollectionNamesQuery(projectId);
  const typed = collectionNamesOf(value);
  if (query.isPending) return <Typography variant="body2" sx={{ color: "text.secondary" }}>Loading the project's collections…</Typography>;
  if (query.isError) {
    return <Typography variant="body2" sx={{ color: "text.secondary" }}>The project's collections could not be loaded, so the names typed are not checked.</Typography>;
  }
  const existing = [...query.data].sort((a, b) => a.localeCompare(b));
  const unknown = [...new Set(typed.filter((name) => !existing.includes(name)))];
  const toggle = (name: string) => onChange((typed.includes(name) ? typed.filter((item) => item !== name) : [...typed, name]).join(", "));
  return (
    <Box sx={{ display: "grid", gap: 1 }}>
      {existing.length === 0 ? (
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          This project has no collections yet.
        </Typography>
      ) : (
        <Box role="group" aria-label="The project's collections" sx={{ display: "flex", gap: 1, flexWrap: "wrap", alignItems: "center" }}>
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            The project's collections:
          </Typography>
          {existing.map((name) => {
            const isChosen = typed.includes(name);
            return (
              <Chip
                key={name}
                size="small"
                label={name}
                color={isChosen ? "primary" : "default"}
                variant={isChosen ? "filled" : "outlined"}
                aria-pressed={isChosen}
                onClick={() => toggle(name)}
              />
            );
          })}
        </Box>
      )}
      {unknown.length > 0 ? (
        <Alert severity="warning" role="status">
          {describeUnknown(unknown)}
        </Alert>
      ) : null}
    </Box>
  );
}
