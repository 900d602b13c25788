// A collection's state at a glance: status, points, indexed vectors, segments,
// its vector's (or each named vector's) size, distance, datatype and whether
// it is kept on disk, each sparse vector's modifier, how many points hold
// each vector (a named one is optional on a point), custom sharding, the
// service's warnings (e.g. a filtered field that needs a payload index), and
// the whole configuration as Qdrant reports it.
import type { ReactNode } from "react";
import type { Schemas } from "@qdrant/js-client-rest";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Typography from "@mui/material/Typography";
import { CollectionStatusChip } from "../collection-list/collection-status-chip";
import { vectorParamsOf } from "../../../collections/collection-summary";
import { describeSparseVector, sparseVectorsOf } from "../../../collections/sparse-vectors";
import { VectorPointCount } from "./vector-point-count";

function describeParams(params: Schemas["VectorParams"]): string {
  const parts = [String(params.size), params.distance];
  if (typeof params.datatype === "string" && params.datatype !== "float32") parts.push(params.datatype);
  if (params.on_disk === true) parts.push("on disk");
  return parts.join(" · ");
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="dt" variant="caption" sx={{ color: "text.secondary", display: "block" }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body1" sx={{ m: 0, fontWeight: 500 }}>
        {children}
      </Typography>
    </Box>
  );
}

export interface CollectionOverviewProps {
  projectId: string;
  collection: string;
  info: Schemas["CollectionInfo"];
}

export function CollectionOverview({ projectId, collection, info }: CollectionOverviewProps) {
  const vectors = vectorParamsOf(info);
  const sparseVectors = sparseVectorsOf(info);
  return (
    <Card variant="outlined" component="section" aria-label="Collection info">
      <CardContent sx={{ display: "grid", gap: 2 }}>
        <Box component="dl" sx={{ m: 0, display: "grid", gap: 2, gridTemplateColumns: "repeat(auto-fill, minmax(9rem, 1fr))" }}>
          <Fact label="Status">
            <CollectionStatusChip status={info.status} />
          </Fact>
          <Fact label="Points">{(info.points_count ?? 0).toLocaleString("en")}</Fact>
          <Fact label="Indexed vectors">{(info.indexed_vectors_count ?? 0).toLocaleString("en")}</Fact>
          <Fact label="Segments">{info.segments_count}</Fact>
          {vectors.map(({ name, params }) => (
            <Fact key={name ?? ""} label={name === null ? "Vectors" : `Vector ${name}`}>
              {describeParams(params)}
              <VectorPointCount projectId={projectId} collection={collection} vectorName={name ?? ""} />
            </Fact>
          ))}
          {sparseVectors.map((vector) => (
            <Fact key={`sparse ${vector.name}`} label={`Sparse vector ${vector.name}`}>
              {describeSparseVector(vector)}
              <VectorPointCount projectId={projectId} collection={collection} vectorName={vector.name} />
            </Fact>
          ))}
          {info.config.params.sharding_method === "custom" ? <Fact label="Sharding">custom (by shard key)</Fact> : null}
        </Box>
        {(info.warnings ?? []).map(({ message }) => (
          <Alert key={message} severity="warning">
            {message}
          </Alert>
        ))}
        {info.status === "yellow" ? (
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            A vector index is being built; searches work meanwhile, exactly.
          </Typography>
        ) : null}
        <Box component="details">
          <Box component="summary" sx={{ cursor: "pointer", typography: "body2" }}>
            Configuration
          </Box>
          <Box component="pre" sx={{ m: 0, mt: 1, p: 1.5, bgcolor: "action.hover", borderRadius: 1, fontSize: "0.75rem", overflow: "auto" }}>
            {JSON.stringify(info.config, null, 2)}
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
