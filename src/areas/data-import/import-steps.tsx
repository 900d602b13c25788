// Where the user is in a new import: upload, preview, target and mapping, run.
import Step from "@mui/material/Step";
import StepLabel from "@mui/material/StepLabel";
import Stepper from "@mui/material/Stepper";

export const IMPORT_STEPS = ["Upload a file", "Preview", "Target and mapping", "Run"] as const;

export function ImportSteps({ active }: { active: number }) {
  return (
    <Stepper activeStep={active} alternativeLabel aria-label="Steps of a new import" component="ol" sx={{ p: 0, m: 0 }}>
      {IMPORT_STEPS.map((label, index) => (
        <Step key={label} component="li" aria-current={index === active ? "step" : undefined}>
          <StepLabel>{label}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
