// A request shown as code to copy: curl, JavaScript (@qdrant/js-client-rest)
// and Python (qdrant-client), one tab each, and Go and Rust (gRPC) where the
// samples have them.
import { useId, useState } from "react";
import Box from "@mui/material/Box";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import { CODE_LANGUAGE_LABELS, CODE_LANGUAGES, GRPC_CODE_LANGUAGES, type CodeLanguage, type CodeSamples } from "../code-samples/client-setup";
import { CopyButton } from "./copy-button";

export function RequestCodeTabs({ samples, label = "Request as code" }: { samples: CodeSamples; label?: string }) {
  const [chosen, setLanguage] = useState<CodeLanguage>("curl");
  const id = useId();
  const languages: CodeLanguage[] = [...CODE_LANGUAGES, ...GRPC_CODE_LANGUAGES.filter((option) => samples[option] !== undefined)];
  // A gRPC language chosen, then samples without it: back to the first.
  const language = languages.includes(chosen) ? chosen : "curl";
  const code = samples[language] ?? "";
  return (
    <Box sx={{ border: 1, borderColor: "divider", borderRadius: 1, minWidth: 0 }}>
      <Box sx={{ display: "flex", alignItems: "center", borderBottom: 1, borderColor: "divider", pr: 1 }}>
        <Tabs value={language} onChange={(_, next: CodeLanguage) => setLanguage(next)} aria-label={label} sx={{ flex: 1, minHeight: 40 }}>
          {languages.map((option) => (
            <Tab key={option} value={option} label={CODE_LANGUAGE_LABELS[option]} id={`${id}-${option}`} aria-controls={`${id}-panel`} sx={{ minHeight: 40 }} />
          ))}
        </Tabs>
        <CopyButton text={code} label={`${CODE_LANGUAGE_LABELS[language]} code`} />
      </Box>
      <Box
        component="pre"
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-${language}`}
        sx={{ m: 0, p: 2, overflow: "auto", maxHeight: "22rem", fontSize: "0.8125rem", fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace", tabSize: 4 }}
      >
        <code>{code}</code>
      </Box>
    </Box>
  );
}
