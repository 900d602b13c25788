// One point: its vector (or named vectors) and payload (edited in place), deleting it, and
// "Find similar", which opens Search and Discovery with this point.
import { useId } from "react";
import type { Schemas } from "@qdrant/js-client-rest";
import { navigate } from "gatsby";
import toast from "react-hot-toast";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import LinearProgress from "@mui/material/LinearProgress";
import { useOverwritePayloadMutation, usePointQuery } from "../../../api-client/points-queries";
import { queryView } from "../../../api-client/query-view";
import { ServiceErrorAlert } from "../../../components/service-error-alert";
import { Icon } from "../../../icons/icon";
import { searchPagePath } from "../../../links/search-links";
import { PayloadEditor } from "./payload-editor";
import { PointVector } from "./point-vector";

type PointId = Schemas["ExtendedPointId"];

export interface PointDetailsDialogProps {
  projectId: string;
  collection: string;
  /** The collection's named vectors; none for its one unnamed vector. */
  vectorNames: readonly string[];
  pointId: PointId;
  onClose: () => void;
  onDelete: (id: PointId) => void;
}

export function PointDetailsDialog({ projectId, collection, vectorNames, pointId, onClose, onDelete }: PointDetailsDialogProps) {
  const titleId = useId();
  const query = usePointQuery(projectId, collection, pointId);
  const state = queryView(query);
  const overwritePayload = useOverwritePayloadMutation(projectId, collection);

  const save = async (payload: Schemas["Payload"]) => {
    await overwritePayload.mutateAsync({ id: pointId, payload });
    toast.success(`Payload of point ${pointId} saved`);
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>Point {pointId}</DialogTitle>
      <DialogContent sx={{ display: "grid", gap: 2 }}>
        {state.status === "loading" ? <LinearProgress aria-label="Loading the point" /> : null}
        {state.status === "failed" ? <ServiceErrorAlert title="The point could not be loaded" message={state.error.message} onRetry={() => void query.refetch()} /> : null}
        {state.status === "ready" ? (
          <>
            <PointVector vector={state.data.vector} vectorNames={vectorNames} />
            <PayloadEditor initial={state.data.payload ?? {}} onSave={save} />
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Box sx={{ flex: 1, display: "flex", gap: 1 }}>
          <Button color="error" startIcon={<Icon icon="tabler:trash" fontSize="1.125rem" />} onClick={() => onDelete(pointId)}>
            Delete point
          </Button>
          <Button startIcon={<Icon icon="tabler:zoom-scan" fontSize="1.125rem" />} onClick={() => void navigate(searchPagePath({ collection, point: pointId }))}>
            Find similar
          </Button>
        </Box>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
