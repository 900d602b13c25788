// How many of a collection's points hold one of its vectors, counted exactly
// by the service (a has_vector filter): shown under the vector's settings in
// the overview, since a named vector is optional on each point.
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useVectorPointCountQuery } from "../../../api-client/point-counts-queries";
import { queryView } from "../../../api-client/query-view";

export interface VectorPointCountProps {
  projectId: string;
  collection: string;
  /** The vector's name; "" for the collection's one unnamed vector. */
  vectorName: string;
}

/** "1 point", "12,345 points". */
export function formatPointCount(count: number): string {
  return `${count.toLocaleString("en")} ${count === 1 ? "point" : "points"}`;
}

export function VectorPointCount({ projectId, collection, vectorName }: VectorPointCountProps) {
  const state = queryView(useVectorPointCountQuery(projectId, collection, vectorName));
  const vector = vectorName === "" ? "the vector" : `vector ${vectorName}`;
  if (state.status === "loading") {
    return <Skeleton component="span" variant="text" width="5rem" sx={{ display: "block" }} role="progressbar" aria-label={`Counting the points with ${vector}`} />;
  }
  const isFailed = state.status === "failed";
  return (
    <Typography
      component="span"
      variant="body2"
      title={isFailed ? state.error.message : undefined}
      sx={{ display: "block", fontWeight: 400, color: isFailed ? "error.main" : "text.secondary" }}
    >
      {isFailed ? "Points could not be counted" : formatPointCount(state.data)}
    </Typography>
  );
}
