// A point's named vectors: each of the collection's names with its dimension
// and its values (a sparse vector's as its weights, largest first), or that
// the point does not hold it (a point may hold any of them). Names the point
// holds beyond the collection's known ones come last; "" is the unnamed
// vector, beside sparse vectors.
import { useId } from "react";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { CopyButton } from "../../../components/copy-button";
import { SparseVectorValues } from "./sparse-vector-values";
import { describeVector, isSparseVector, VectorValues } from "./vector-values";

export interface NamedPointVectorsProps {
  /** The point's vectors by name. */
  vectors: Readonly<Record<string, unknown>>;
  /** The collection's vector names, in its order. */
  names: readonly string[];
}

export function NamedPointVectors({ vectors, names }: NamedPointVectorsProps) {
  const titleId = useId();
  const held = Object.keys(vectors).filter((name) => vectors[name] !== undefined && vectors[name] !== null);
  const shown = [...names, ...held.filter((name) => !names.includes(name))];
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ display: "grid", gap: 1 }}>
      <Box sx={{ display: "flex", alignItems: "baseline", gap: 1 }}>
        <Typography id={titleId} variant="subtitle2" component="h3">
          Vectors
        </Typography>
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {held.length} of {shown.length} {shown.includes("") ? "vectors" : "named vectors"}
        </Typography>
      </Box>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: "none", display: "grid", gap: 1.5 }}>
        {shown.map((name) => {
          const value = held.includes(name) ? vectors[name] : undefined;
          const shownName = name === "" ? "unnamed" : name;
          return (
            <Box component="li" key={name} aria-label={`Vector ${shownName}`} sx={{ display: "grid", gap: 0.5 }}>
              <Box sx={{ display: "flex", alignItems: "center", gap: 1, minHeight: 34 }}>
                <Typography component="h4" variant="body2" sx={{ fontFamily: name === "" ? undefined : "monospace", fontWeight: 600 }}>
                  {name === "" ? "Unnamed vector" : name}
                </Typography>
                <Typography variant="body2" sx={{ color: "text.secondary" }}>
                  {value === undefined ? "Not set on this point" : describeVector(value)}
                </Typography>
                {value === undefined ? null : <CopyButton text={JSON.stringify(value)} label={`vector ${shownName}`} />}
              </Box>
              {value === undefined ? null : isSparseVector(value) ? (
                <SparseVectorValues vector={value} name={shownName} />
              ) : (
                <VectorValues values={value} label={`Values of vector ${shownName}`} maxHeight="4.5rem" />
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
