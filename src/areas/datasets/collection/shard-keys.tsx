// The shard keys of a collection with custom sharding, as the service lists
// them: each key as it is written in a request's shard_key, so that the
// string "7" and the number 7, two keys, read apart. Keys are created and
// deleted through the API only.
import type { Schemas } from "@qdrant/js-client-rest";
import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { queryView } from "../../../api-client/query-view";
import { useShardKeysQuery } from "../../../api-client/shard-keys-queries";
import { ServiceErrorAlert } from "../../../components/service-error-alert";
import { PageSection } from "../../../components/page-section";

export interface ShardKeysProps {
  projectId: string;
  collection: string;
}

function ShardKeyList({ keys }: { keys: Schemas["ShardKey"][] }) {
  return (
    <Box component="ul" aria-label="Shard keys" sx={{ m: 0, p: 0, listStyle: "none", display: "flex", flexWrap: "wrap", gap: 1 }}>
      {keys.map((key) => (
        <Box
          component="li"
          key={`${typeof key} ${key}`}
          title={typeof key === "string" ? "A string key" : "A number key"}
          sx={{ px: 1, py: 0.25, border: 1, borderColor: "divider", borderRadius: 1, fontFamily: "monospace", fontSize: "0.875rem" }}
        >
          {JSON.stringify(key)}
        </Box>
      ))}
    </Box>
  );
}

export function ShardKeys({ projectId, collection }: ShardKeysProps) {
  const query = useShardKeysQuery(projectId, collection);
  const state = queryView(query);
  let content;
  if (state.status === "loading") content = <Skeleton variant="rounded" height={32} role="progressbar" aria-label="Loading the shard keys" />;
  else if (state.status === "failed") {
    content = <ServiceErrorAlert title="The shard keys could not be loaded" message={state.error.message} onRetry={() => void query.refetch()} />;
  } else if (state.data.length === 0) {
    content = <Typography variant="body2">No shard keys yet: create one with PUT /collections/{collection}/shards</Typography>;
  } else content = <ShardKeyList keys={state.data} />;
  return (
    <PageSection
      title="Shard keys"
      description='Points are written to and searched in the shard keys a request names (its shard_key). Strings are quoted: "7" and 7 are two keys.'
    >
      {content}
    </PageSection>
  );
}
