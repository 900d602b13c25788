// A collection's payload schema: the indexed payload fields with their types
// and counts; adding an index, and removing one after asking.
import { useState } from "react";
import type { Schemas } from "@qdrant/js-client-rest";
import toast from "react-hot-toast";
import IconButton from "@mui/material/IconButton";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useCreatePayloadIndexMutation, useDeletePayloadIndexMutation } from "../../../api-client/collections-queries";
import { ConfirmDeletionDialog } from "../../../components/confirm-deletion-dialog";
import { Icon } from "../../../icons/icon";
import { AddPayloadIndexForm } from "./add-payload-index-form";
import { PageSection } from "../../../components/page-section";

export interface PayloadIndexesProps {
  projectId: string;
  collection: string;
  schema: Schemas["CollectionInfo"]["payload_schema"];
}

function isIndexed(entry: [string, Schemas["PayloadIndexInfo"] | undefined]): entry is [string, Schemas["PayloadIndexInfo"]] {
  return entry[1] !== undefined;
}

export function PayloadIndexes({ projectId, collection, schema }: PayloadIndexesProps) {
  const createIndex = useCreatePayloadIndexMutation(projectId);
  const deleteIndex = useDeletePayloadIndexMutation(projectId);
  const [removal, setRemoval] = useState<{ field: string; isOpen: boolean }>({ field: "", isOpen: false });
  const fields = Object.entries(schema).filter(isIndexed).sort(([a], [b]) => a.localeCompare(b));
  return (
    <PageSection title="Payload indexes" description="Indexed payload fields keep filtered searches fast. Fields without an index can still be filtered on.">
      {fields.length === 0 ? (
        <Typography variant="body2">No payload field is indexed.</Typography>
      ) : (
        <Table size="small" aria-label="Payload indexes">
          <TableHead>
            <TableRow>
              <TableCell>Field</TableCell>
              <TableCell>Type</TableCell>
              <TableCell align="right">Points</TableCell>
              <TableCell align="right" aria-label="Actions" />
            </TableRow>
          </TableHead>
          <TableBody>
            {fields.map(([field, info]) => (
              <TableRow key={field}>
                <TableCell component="th" scope="row" sx={{ fontFamily: "monospace" }}>
                  {field}
                </TableCell>
                <TableCell>{info.data_type}</TableCell>
                <TableCell align="right">{info.points ?? "–"}</TableCell>
                <TableCell align="right">
                  <IconButton size="small" aria-label={`Remove index on ${field}`} onClick={() => setRemoval({ field, isOpen: true })}>
                    <Icon icon="tabler:trash" fontSize="1.125rem" />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <AddPayloadIndexForm
        onAdd={async (index) => {
          await createIndex.mutateAsync({ collection, index });
          toast.success(`Index on ${index.field_name} created`);
        }}
      />
      <ConfirmDeletionDialog
        open={removal.isOpen}
        title="Remove payload index"
        description={`The index on ${removal.field} will be removed. The payload stays; filters on it get slower.`}
        confirmLabel="Remove index"
        onConfirm={async () => {
          await deleteIndex.mutateAsync({ collection, field: removal.field });
          toast.success(`Index on ${removal.field} removed`);
        }}
        onClose={() => setRemoval((current) => ({ ...current, isOpen: false }))}
      />
    </PageSection>
  );
}
