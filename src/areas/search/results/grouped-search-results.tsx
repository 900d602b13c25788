// A grouped query's answer: one table per value of the payload key grouped
// by, the groups in the order of their best point.
import type { Schemas } from "@qdrant/js-client-rest";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { ScoredPointsTable } from "../../../collections/scored-points-table";

export function GroupedSearchResults({ groups }: { groups: readonly Schemas["PointGroup"][] }) {
  return (
    <Box component="ol" aria-label="Groups" sx={{ m: 0, p: 0, listStyle: "none", display: "grid", gap: 2 }}>
      {groups.map((group) => {
        const name = String(group.id);
        return (
          <Box component="li" key={`${typeof group.id} ${name}`} aria-label={`Group ${name}`} sx={{ display: "grid", gap: 1 }}>
            <Box sx={{ display: "flex", alignItems: "baseline", gap: 1 }}>
              <Typography variant="subtitle2" component="h3" sx={{ fontFamily: "monospace" }}>
                {JSON.stringify(group.id)}
              </Typography>
              <Typography variant="body2" sx={{ color: "text.secondary" }}>
                {group.hits.length === 1 ? "1 point" : `${group.hits.length} points`}
              </Typography>
            </Box>
            <ScoredPointsTable points={group.hits} label={`Results of group ${name}`} />
          </Box>
        );
      })}
    </Box>
  );
}
