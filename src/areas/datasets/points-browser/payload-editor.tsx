// A point's payload as JSON to edit; saving overwrites the whole payload.
// The text stays as typed when it is not valid or the service refuses it.
import { useState } from "react";
import type { Schemas } from "@qdrant/js-client-rest";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import { toApiError } from "../../../api-client/api-error";
import { parsePayloadJson } from "./parse-payload";

export interface PayloadEditorProps {
  initial: Schemas["Payload"];
  onSave: (payload: Schemas["Payload"]) => Promise<void>;
}

export function PayloadEditor({ initial, onSave }: PayloadEditorProps) {
  const [text, setText] = useState(() => JSON.stringify(initial, null, 2));
  const [problem, setProblem] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const parsed = parsePayloadJson(text);

  const save = async () => {
    if ("error" in parsed) return;
    setIsSaving(true);
    setProblem(null);
    try {
      await onSave(parsed.payload);
    } catch (error) {
      setProblem(toApiError(error).message);
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Box sx={{ display: "grid", gap: 1 }}>
      <TextField
        label="Payload (JSON)"
        multiline
        minRows={6}
        maxRows={20}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={"error" in parsed}
        helperText={"error" in parsed ? parsed.error : "Saving replaces the whole payload of this point."}
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: "ui-monospace, Menlo, Consolas, monospace", fontSize: "0.8125rem" } } }}
      />
      {problem !== null ? <Alert severity="error">{problem}</Alert> : null}
      <Box>
        <Button variant="outlined" onClick={() => void save()} disabled={"error" in parsed || isSaving}>
          {isSaving ? "Saving…" : "Save payload"}
        </Button>
      </Box>
    </Box>
  );
}
