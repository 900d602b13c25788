// One of the Inference page's tools (Embed, Semantic search): its form, the
// fields with the button that runs it (Enter in a field runs it too), above
// what it answered.
import type { ReactNode } from "react";
import Box from "@mui/material/Box";

export interface InferenceFormProps {
  /** The form's accessible name ("Embed texts"). */
  label: string;
  onRun: () => void;
  /** The fields and the buttons. */
  children: ReactNode;
  /** Below the form: progress, the answer or the service's message. */
  answer: ReactNode;
}

export function InferenceForm({ label, onRun, children, answer }: InferenceFormProps) {
  return (
    <Box sx={{ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: 3 }}>
      <Box
        component="form"
        aria-label={label}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onRun();
        }}
        sx={{ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: 2.5 }}
      >
        {children}
      </Box>
      {answer}
    </Box>
  );
}
