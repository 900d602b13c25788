// A collection's points, a page at a time: filter by payload, open a point
// (vector, payload editing, find similar), delete the selected points.
import { useState } from "react";
import type { Schemas } from "@qdrant/js-client-rest";
import toast from "react-hot-toast";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useDeletePointsMutation } from "../../../api-client/points-queries";
import { ConfirmDeletionDialog } from "../../../components/confirm-deletion-dialog";
import { EmptyState } from "../../../components/empty-state";
import { ServiceErrorAlert } from "../../../components/service-error-alert";
import { PointDetailsDialog } from "./point-details-dialog";
import { PointTable } from "./point-table";
import { PointsFilter } from "./points-filter";
import { PointsPager } from "./points-pager";
import { usePointsBrowser } from "./use-points-browser";

type PointId = Schemas["ExtendedPointId"];

export interface PointsBrowserProps {
  projectId: string;
  collection: string;
  /** The collection's named vectors; none for its one unnamed vector. */
  vectorNames: readonly string[];
}

export function PointsBrowser({ projectId, collection, vectorNames }: PointsBrowserProps) {
  const browser = usePointsBrowser(projectId, collection);
  const deletePoints = useDeletePointsMutation(projectId, collection);
  const [selected, setSelected] = useState<Set<PointId>>(new Set());
  const [openPoint, setOpenPoint] = useState<PointId | null>(null);
  // The ids stay while the dialog closes, so that its text does not change as it fades.
  const [deletion, setDeletion] = useState<{ ids: PointId[]; isOpen: boolean }>({ ids: [], isOpen: false });
  const toDelete = deletion.ids;
  const askToDelete = (ids: PointId[]) => setDeletion({ ids, isOpen: true });
  const { points } = browser;

  const confirmDelete = async () => {
    await deletePoints.mutateAsync(toDelete);
    toast.success(toDelete.length === 1 ? `Point ${toDelete[0]} deleted` : `${toDelete.length} points deleted`);
    setSelected(new Set());
    setOpenPoint(null);
  };

  let content;
  if (points.status === "loading") content = <Skeleton variant="rounded" height={160} aria-label="Loading points" role="progressbar" />;
  else if (points.status === "failed") content = <ServiceErrorAlert title="The points could not be loaded" message={points.error.message} onRetry={browser.retry} />;
  else if (points.data.points.length === 0) {
    content = browser.filter ? (
      <EmptyState icon="tabler:filter-off" title="No points match" description="No point of this collection matches the filter." />
    ) : (
      <EmptyState
        icon="tabler:circle-dot"
        title="No points yet"
        description="Upsert points through the API (PUT /collections/{name}/points) with an API key; they appear here at once."
      />
    );
  } else content = <PointTable points={points.data.points} selected={selected} onSelect={setSelected} onOpen={setOpenPoint} />;

  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      <PointsFilter
        onApply={(filter) => {
          setSelected(new Set());
          browser.applyFilter(filter);
        }}
      />
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, minHeight: 36 }}>
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {selected.size > 0 ? `${selected.size} selected` : "Select points to delete them."}
        </Typography>
        {selected.size > 0 ? (
          <Button size="small" color="error" variant="outlined" onClick={() => askToDelete([...selected])}>
            Delete selected
          </Button>
        ) : null}
      </Box>
      {content}
      <PointsPager
        page={browser.page}
        limit={browser.limit}
        hasNext={browser.hasNext}
        onPrevious={() => {
          setSelected(new Set());
          browser.previous();
        }}
        onNext={() => {
          setSelected(new Set());
          browser.next();
        }}
        onLimit={browser.changeLimit}
      />
      {openPoint !== null ? (
        <PointDetailsDialog
          projectId={projectId}
          collection={collection}
          vectorNames={vectorNames}
          pointId={openPoint}
          onClose={() => setOpenPoint(null)}
          onDelete={(id) => askToDelete([id])}
        />
      ) : null}
      <ConfirmDeletionDialog
        open={deletion.isOpen}
        title={toDelete.length === 1 ? "Delete point" : "Delete points"}
        description={toDelete.length === 1 ? `Point ${toDelete[0]} will be deleted.` : `${toDelete.length} points will be deleted.`}
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        onClose={() => setDeletion((current) => ({ ...current, isOpen: false }))}
      />
    </Box>
  );
}
