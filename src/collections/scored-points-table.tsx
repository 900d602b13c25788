// The points a query found, best first: id, score and payload (opened per
// row). Search and Discovery and the Inference page's semantic search show
// their results in it, each loading it with its results.
import { Fragment, useState } from "react";
import type { Schemas } from "@qdrant/js-client-rest";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { previewPayload } from "./payload-preview";
import { Icon } from "../icons/icon";

export function ScoredPointsTable({ points, label = "Results" }: { points: readonly Schemas["ScoredPoint"][]; label?: string }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  return (
    <TableContainer sx={{ border: 1, borderColor: "divider", borderRadius: 1 }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" aria-label="Payload" />
            <TableCell>Id</TableCell>
            <TableCell align="right">Score</TableCell>
            <TableCell>Payload</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {points.map((point) => {
            const key = String(point.id);
            const isOpen = open.has(key);
            return (
              <Fragment key={key}>
                <TableRow hover>
                  <TableCell padding="checkbox">
                    <IconButton size="small" aria-label={`${isOpen ? "Hide" : "Show"} payload of point ${key}`} aria-expanded={isOpen} onClick={() => toggle(key)}>
                      <Icon icon={isOpen ? "tabler:chevron-down" : "tabler:chevron-right"} fontSize="1rem" />
                    </IconButton>
                  </TableCell>
                  <TableCell component="th" scope="row" sx={{ fontFamily: "monospace", whiteSpace: "nowrap" }}>
                    {key}
                  </TableCell>
                  <TableCell align="right" sx={{ fontFamily: "monospace" }}>
                    {point.score.toFixed(4)}
                  </TableCell>
                  <TableCell sx={{ fontFamily: "monospace", fontSize: "0.8125rem", wordBreak: "break-all" }}>{previewPayload(point.payload, 90)}</TableCell>
                </TableRow>
                {isOpen ? (
                  <TableRow>
                    <TableCell colSpan={4} sx={{ bgcolor: "action.hover" }}>
                      <Box component="pre" aria-label={`Payload of point ${key}`} sx={{ m: 0, fontSize: "0.75rem", whiteSpace: "pre-wrap", wordBreak: "break-all" }}>
                        {JSON.stringify(point.payload ?? {}, null, 2)}
                      </Box>
                    </TableCell>
                  </TableRow>
                ) : null}
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
