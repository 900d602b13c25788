// One project's API keys: the list (loading, empty, failed, or the table),
// creating a key, revoking one after asking; what the signed-in member's role
// in the project does not allow is disabled with the reason, or left out.
import { useState } from "react";
import toast from "react-hot-toast";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import type { ApiKeySummary } from "../../../../contract/api-keys";
import { useApiKeysQuery, useCreateApiKeyMutation, useRevokeApiKeyMutation } from "../../../api-client/api-keys-queries";
import { queryView } from "../../../api-client/query-view";
import { useSignedInUserIdQuery } from "../../../api-client/signed-in-user-queries";
import { AllowedAction } from "../../../components/allowed-action";
import { ConfirmDeletionDialog } from "../../../components/confirm-deletion-dialog";
import { EmptyState } from "../../../components/empty-state";
import { ServiceErrorAlert } from "../../../components/service-error-alert";
import { useMemberRights } from "../../../components/use-member-rights";
import { Icon } from "../../../icons/icon";
import { ApiKeyList } from "./api-key-list";
import { CreateApiKeyDialog } from "./create-api-key-dialog";
import { useCreateApiKey } from "./use-create-api-key";

export function ProjectApiKeys({ projectId }: { projectId: string }) {
  const query = useApiKeysQuery(projectId);
  const keys = queryView(query);
  const form = useCreateApiKey(useCreateApiKeyMutation(projectId));
  const revokeKey = useRevokeApiKeyMutation(projectId);
  const [isCreating, setIsCreating] = useState(false);
  const [revoking, setRevoking] = useState<{ key: ApiKeySummary | null; isOpen: boolean }>({ key: null, isOpen: false });
  const rights = useMemberRights(projectId);
  const callerId = useSignedInUserIdQuery().data ?? null;
  const canRevoke = (key: ApiKeySummary) => key.createdBy.sub === callerId ? rights.can(["apiKey", "delete"]) : rights.can(["apiKey", "revokeAny"]);

  const createButton = (
    <AllowedAction reason={rights.reason(["apiKey", "create"], "create")}>
      <Button variant="contained" startIcon={<Icon icon="tabler:key" fontSize="1.125rem" />} onClick={() => setIsCreating(true)}>
        Create API key
      </Button>
    </AllowedAction>
  );

  let content;
  if (keys.status === "loading") content = <LinearProgress aria-label="Loading API keys" />;
  else if (keys.status === "failed") content = <ServiceErrorAlert title="The API keys could not be loaded" message={keys.error.message} onRetry={() => void query.refetch()} />;
  else if (keys.data.length === 0) {
    content = <EmptyState icon="tabler:key" title="No API keys yet" description="Programs use an API key to reach this project's collections through the Qdrant API." action={createButton} />;
  } else content = <ApiKeyList keys={keys.data} callerId={callerId} canRevoke={canRevoke} onRevoke={(key) => setRevoking({ key, isOpen: true })} />;

  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      {keys.status === "ready" && keys.data.length > 0 ? <Box>{createButton}</Box> : null}
      {content}
      <CreateApiKeyDialog projectId={projectId} open={isCreating} form={form} makerRole={rights.role} onClose={() => setIsCreating(false)} />
      <ConfirmDeletionDialog
        open={revoking.isOpen}
        title="Revoke API key"
        description={`Programs using ${revoking.key?.name ?? "this key"} (${revoking.key?.partialKey ?? ""}) will be refused from now on. This cannot be undone.`}
        confirmLabel="Revoke key"
        onConfirm={async () => {
          if (revoking.key === null) return;
          await revokeKey.mutateAsync(revoking.key.id);
          toast.success(`API key ${revoking.key.name} revoked`);
        }}
        onClose={() => setRevoking((current) => ({ ...current, isOpen: false }))}
      />
    </Box>
  );
}
