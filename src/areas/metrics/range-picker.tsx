// The range: the last hour, day, week or month, or a custom one (its form
// opens below, filled with the range shown, and applies when checked).
import { useState } from "react";
import Box from "@mui/material/Box";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import { CustomRangeForm } from "./custom-range-form";
import { RANGE_PRESETS, type RangeChoice, type RangePresetId } from "./metrics-range";
import type { RangeRules } from "./range-rules";

export interface RangePickerProps {
  range: RangeChoice;
  onChange: (range: RangeChoice) => void;
  /** Null until the contract's rules have loaded: the custom range waits for them. */
  rules: RangeRules | null;
}

export function RangePicker({ range, onChange, rules }: RangePickerProps) {
  const [isCustomOpen, setIsCustomOpen] = useState(range.kind === "custom");
  const selected = isCustomOpen ? "custom" : range.kind === "preset" ? range.preset : "custom";
  const choose = (value: RangePresetId | "custom" | null) => {
    if (value === null) return; // a click on the selected button keeps it selected
    if (value === "custom") {
      setIsCustomOpen(true);
      return;
    }
    setIsCustomOpen(false);
    onChange({ kind: "preset", preset: value });
  };
  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      <ToggleButtonGroup size="small" exclusive value={selected} onChange={(_event, value: RangePresetId | "custom" | null) => choose(value)} aria-label="Time range" sx={{ flexWrap: "wrap" }}>
        {RANGE_PRESETS.map((preset) => (
          <ToggleButton key={preset.id} value={preset.id}>
            {preset.label}
          </ToggleButton>
        ))}
        <ToggleButton value="custom">Custom</ToggleButton>
      </ToggleButtonGroup>
      {isCustomOpen ? <CustomRangeForm range={range} rules={rules} onApply={onChange} /> : null}
    </Box>
  );
}
