// The project's collections, one row each, linked to their pages.
import { Link } from "gatsby";
import MuiLink from "@mui/material/Link";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { RowAction } from "../../../components/row-action";
import { formatEstimatedSize, type CollectionSummary } from "../../../collections/collection-summary";
import { collectionPagePath } from "../../../links/collection-links";
import { CollectionStatusChip } from "./collection-status-chip";

export interface CollectionTableProps {
  collections: readonly CollectionSummary[];
  /** Absent for a member who may not write collections: no delete action then. */
  onDelete?: (name: string) => void;
}

export function CollectionTable({ collections, onDelete }: CollectionTableProps) {
  return (
    <TableContainer sx={{ border: 1, borderColor: "divider", borderRadius: 1 }}>
      <Table aria-label="Collections">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell align="right">Points</TableCell>
            <TableCell align="right">Dimension</TableCell>
            <TableCell>Distance</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Size</TableCell>
            <TableCell align="right" aria-label="Actions" />
          </TableRow>
        </TableHead>
        <TableBody>
          {collections.map((collection) => (
            <TableRow key={collection.name} hover>
              <TableCell component="th" scope="row">
                <MuiLink component={Link} to={collectionPagePath(collection.name)} sx={{ fontWeight: 500 }}>
                  {collection.name}
                </MuiLink>
              </TableCell>
              <TableCell align="right">{collection.points.toLocaleString("en")}</TableCell>
              <TableCell align="right">{collection.dimension ?? "–"}</TableCell>
              <TableCell>{collection.distance ?? "–"}</TableCell>
              <TableCell>
                <CollectionStatusChip status={collection.status} />
              </TableCell>
              <TableCell align="right" title="Estimated: points × dimension × 4 bytes">
                {formatEstimatedSize(collection.estimatedBytes)}
              </TableCell>
              <TableCell align="right">
                {onDelete ? <RowAction title="Delete collection" label={`Delete collection ${collection.name}`} icon="tabler:trash" onClick={() => onDelete(collection.name)} /> : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
