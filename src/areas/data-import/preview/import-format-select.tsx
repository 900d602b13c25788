// The format a file is read as: told from its name and first bytes, or chosen.
import type { ImportFormat } from "../../../../contract/imports";
import { ChoiceSelect } from "../../../components/choice-select";
import { FORMAT_NAMES, FORMATS } from "../import-choices";

const DETECT = "detect";

export interface ImportFormatSelectProps {
  value: ImportFormat | null;
  /** The format the last preview read, to say what was detected. */
  readAs: ImportFormat | null;
  onChange: (format: ImportFormat | null) => void;
}

export function ImportFormatSelect({ value, readAs, onChange }: ImportFormatSelectProps) {
  const detected = value === null && readAs !== null ? `Detected: ${FORMAT_NAMES[readAs]}` : "Detect from the file";
  return (
    <ChoiceSelect
      label="Format"
      value={value ?? DETECT}
      choices={[{ value: DETECT, label: detected }, ...FORMATS.map((format) => ({ value: format, label: FORMAT_NAMES[format] }))]}
      onChange={(chosen) => onChange(chosen === DETECT ? null : (chosen as ImportFormat))}
      helperText={value === null ? "From the file's name and first bytes" : "Read as chosen, whatever the name says"}
      sx={{ minWidth: "14rem" }}
    />
  );
}
