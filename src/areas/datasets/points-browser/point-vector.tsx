// A point's vector: its dimension, and its values to read or copy; for a
// collection of named vectors, each name the point holds.
import type { Schemas } from "@qdrant/js-client-rest";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { CopyButton } from "../../../components/copy-button";
import { NamedPointVectors } from "./named-point-vectors";
import { describeVector, VectorValues } from "./vector-values";

export interface PointVectorProps {
  vector: Schemas["Record"]["vector"];
  /** The collection's named vectors; none for its one unnamed vector. */
  vectorNames: readonly string[];
}

/** Qdrant's named form, {"image": [...], "text": [...]}: an object, where the unnamed vector is a list. */
function isNamedVectors(vector: Schemas["Record"]["vector"]): vector is Record<string, unknown> {
  return typeof vector === "object" && vector !== null && !Array.isArray(vector);
}

export function PointVector({ vector, vectorNames }: PointVectorProps) {
  if (isNamedVectors(vector) || (vectorNames.length > 0 && (vector === null || vector === undefined))) {
    return <NamedPointVectors vectors={isNamedVectors(vector) ? vector : {}} names={vectorNames} />;
  }
  if (vector === null || vector === undefined) return <Typography variant="body2">This point has no vector.</Typography>;
  return (
    <Box sx={{ display: "grid", gap: 0.5 }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
        <Typography variant="subtitle2" component="h3">
          Vector
        </Typography>
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {describeVector(vector)}
        </Typography>
        <CopyButton text={JSON.stringify(vector)} label="vector" />
      </Box>
      <VectorValues values={vector} label="Vector values" />
    </Box>
  );
}
