// One call of the API: method and path, what it does, who may call it, its
// parameters, its request body and its replies, successes first.
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import type { OperationView, ParameterView, ReplyView } from "./api-reference-types";
import { CodeSpans } from "./code-spans";
import { SchemaBlock, SchemaType } from "./schema-view";

const METHOD_COLORS: Readonly<Record<string, "info" | "success" | "warning" | "error">> = {
  GET: "info",
  POST: "success",
  PUT: "warning",
  PATCH: "warning",
  DELETE: "error",
};

function Subheading({ id, children }: { id?: string; children: string }) {
  return (
    <Typography id={id} variant="subtitle1" component="h5" sx={{ fontWeight: 600, mt: 2, mb: 0.5 }}>
      {children}
    </Typography>
  );
}

function ParameterTable({ parameters, labelId }: { parameters: readonly ParameterView[]; labelId: string }) {
  return (
    <Box sx={{ overflowX: "auto" }}>
      <Table size="small" aria-labelledby={labelId}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">Name</TableCell>
            <TableCell component="th" scope="col">In</TableCell>
            <TableCell component="th" scope="col">Type</TableCell>
            <TableCell component="th" scope="col">Required</TableCell>
            <TableCell component="th" scope="col">Description</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {parameters.map((parameter) => (
            <TableRow key={`${parameter.location}-${parameter.name}`}>
              <TableCell component="th" scope="row">
                <code>{parameter.name}</code>
              </TableCell>
              <TableCell>{parameter.location}</TableCell>
              <TableCell>{parameter.schema ? <SchemaType schema={parameter.schema} /> : "any"}</TableCell>
              <TableCell>{parameter.required ? "yes" : "no"}</TableCell>
              <TableCell>
                {[parameter.description ?? parameter.schema?.description, ...(parameter.schema?.constraints ?? [])].filter(Boolean).join("; ")}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function statusText(reply: ReplyView): string {
  return `${reply.status} ${reply.description}`;
}

function ErrorTable({ replies, labelId }: { replies: readonly ReplyView[]; labelId: string }) {
  return (
    <Box sx={{ overflowX: "auto" }}>
      <Table size="small" aria-labelledby={labelId}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">Status</TableCell>
            <TableCell component="th" scope="col">When</TableCell>
            <TableCell component="th" scope="col">Body</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {replies.map((reply) => (
            <TableRow key={reply.status}>
              <TableCell component="th" scope="row">{reply.status}</TableCell>
              <TableCell>{reply.description}</TableCell>
              <TableCell>{reply.schema ? <SchemaType schema={reply.schema} /> : "none"}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

export function ApiOperation({ operation }: { operation: OperationView }) {
  const successes = operation.replies.filter((reply) => Number(reply.status) < 400);
  const errors = operation.replies.filter((reply) => Number(reply.status) >= 400);
  return (
    <Box component="section" id={operation.id} aria-labelledby={`${operation.id}-title`} sx={{ py: 3, borderTop: 1, borderColor: "divider", scrollMarginTop: "5rem" }}>
      <Typography id={`${operation.id}-title`} variant="h6" component="h4" sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1 }}>
        <Chip label={operation.method} color={METHOD_COLORS[operation.method] ?? "default"} size="small" sx={{ fontWeight: 700 }} />{" "}
        <Box component="code" sx={{ fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace", fontSize: "1rem", wordBreak: "break-all" }}>
          {operation.path}
        </Box>
      </Typography>
      <Typography sx={{ mt: 1 }}>{operation.summary}</Typography>
      {operation.description ? (
        <Typography variant="body2" sx={{ color: "text.secondary", mt: 0.5 }}>
          <CodeSpans text={operation.description} />
        </Typography>
      ) : null}
      <Typography variant="body2" sx={{ mt: 1 }}>
        <strong>Who may call it:</strong> {operation.access}
      </Typography>
      {operation.parameters.length > 0 ? (
        <>
          <Subheading id={`${operation.id}-parameters`}>Parameters</Subheading>
          <ParameterTable parameters={operation.parameters} labelId={`${operation.id}-parameters`} />
        </>
      ) : null}
      {operation.requestBody ? (
        <>
          <Subheading>{`Request body (${operation.requestBody.contentType}${operation.requestBody.required ? ", required" : ""})`}</Subheading>
          {operation.requestBody.schema ? <SchemaBlock schema={operation.requestBody.schema} /> : <Typography variant="body2">Any content.</Typography>}
        </>
      ) : null}
      {successes.map((reply) => (
        <Box key={reply.status}>
          <Subheading>{`Reply ${statusText(reply)}`}</Subheading>
          {reply.schema ? <SchemaBlock schema={reply.schema} /> : <Typography variant="body2">No body.</Typography>}
        </Box>
      ))}
      {errors.length > 0 ? (
        <>
          <Subheading id={`${operation.id}-errors`}>Errors</Subheading>
          <ErrorTable replies={errors} labelId={`${operation.id}-errors`} />
        </>
      ) : null}
    </Box>
  );
}
