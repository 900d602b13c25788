// The resolution: the range's own (the contract's autoResolution), or any
// other the contract allows for the range's length. Only "Automatic" until
// the rules have loaded.
import type { MetricsResolution } from "../../../contract/metrics";
import { ChoiceSelect } from "../../components/choice-select";
import { CHOICE_SX } from "./choice-size";
import type { ResolutionChoice } from "./selection-choices";

const PER: Readonly<Record<MetricsResolution, string>> = { minute: "Per minute", hour: "Per hour", day: "Per day" };

export interface ResolutionSelectProps {
  value: ResolutionChoice;
  resolutions: readonly MetricsResolution[];
  /** The range's own resolution, when known. */
  autoResolution: MetricsResolution | null;
  onChange: (value: ResolutionChoice) => void;
}

export function ResolutionSelect({ value, resolutions, autoResolution, onChange }: ResolutionSelectProps) {
  const automatic = autoResolution === null ? "Automatic" : `Automatic (${PER[autoResolution].toLowerCase()})`;
  return (
    <ChoiceSelect
      size="small"
      sx={CHOICE_SX}
      label="Resolution"
      value={value}
      choices={[{ value: "auto", label: automatic }, ...resolutions.map((resolution) => ({ value: resolution, label: PER[resolution] }))]}
      onChange={(chosen) => onChange(chosen as ResolutionChoice)}
    />
  );
}
