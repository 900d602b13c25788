// Creates an alert rule or edits one: its name, the metric it watches (with
// its unit and what it measures), where it looks, the condition (above or
// below a threshold over a window, held for some minutes) and the channels it
// notifies. Problems are the service's own words, shown under their fields
// before anything is sent; a refusal shows above the buttons.
import toast from "react-hot-toast";
import Box from "@mui/material/Box";
import InputAdornment from "@mui/material/InputAdornment";
import { ALERT_COMPARISONS, ALERT_METRICS, ALERT_NAME_MAX_LENGTH, type AlertChannel, type AlertMetric, type AlertRule } from "../../../../contract/alerts";
import { useCreateAlertRuleMutation, useUpdateAlertRuleMutation } from "../../../api-client/alerts-queries";
import { DraftFormDialog } from "../../../components/draft-form-dialog";
import { TextInput } from "../../../components/text-input";
import { METRIC_WORDS, takesWindow, thresholdUnit } from "../alert-words";
import { RuleChannelsField } from "./rule-channels-field";
import { RuleScopeFields } from "./rule-scope-fields";
import { RuleSelect } from "./rule-select";
import { useRuleForm } from "./use-rule-form";

export interface RuleDialogProps {
  projectId: string;
  open: boolean;
  /** The rule to edit, or null to create one. */
  editing: AlertRule | null;
  channels: readonly AlertChannel[];
  onClose: () => void;
}

const METRIC_OPTIONS = ALERT_METRICS.map((metric) => ({ value: metric, label: `${METRIC_WORDS[metric].label} (${thresholdUnit(metric)})` }));
const COMPARISON_OPTIONS = ALERT_COMPARISONS.map((comparison) => ({ value: comparison, label: comparison === "above" ? "Above" : "Below" }));

function isMetric(value: string): value is AlertMetric {
  return (ALERT_METRICS as readonly string[]).includes(value);
}

function unitAdornment(unit: string) {
  return <InputAdornment position="end">{unit}</InputAdornment>;
}

/** The window and the hold time: whole minutes, both required. */
const MINUTES_INPUT = { required: true, endAdornment: unitAdornment("min"), inputProps: { inputMode: "numeric" } } as const;

export function RuleDialog({ projectId, open, editing, channels, onClose }: RuleDialogProps) {
  const create = useCreateAlertRuleMutation(projectId);
  const update = useUpdateAlertRuleMutation(projectId);
  const form = useRuleForm(editing, { create: (body) => create.mutateAsync(body), update: (ruleId, body) => update.mutateAsync({ ruleId, body }) });
  const { draft, errors } = form;

  return (
    <DraftFormDialog
      open={open}
      title={editing === null ? "Create alert rule" : `Edit ${editing.name}`}
      onClose={onClose}
      submitLabel={editing === null ? "Create rule" : "Save changes"}
      busyLabel="Saving…"
      form={form}
      onSaved={(saved) => {
        toast.success(editing === null ? `Alert rule ${saved.name} created` : `Alert rule ${saved.name} saved`);
        onClose();
      }}
      formError={errors.form}
    >
      <TextInput
        label="Name"
        {...form.field("name", "What the bell and the channels call it, e.g. Search too slow")}
        required
        autoFocus
        inputProps={{ maxLength: ALERT_NAME_MAX_LENGTH }}
      />
      <RuleSelect
        label="Metric"
        value={draft.metric}
        options={METRIC_OPTIONS}
        onChange={(metric) => {
          if (isMetric(metric)) form.changeMetric(metric);
        }}
        error={errors.metric}
        helperText={METRIC_WORDS[draft.metric].meaning}
      />
      <RuleScopeFields projectId={projectId} draft={draft} errors={errors} onChange={form.change} />
      <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, gap: 2 }}>
        <RuleSelect
          label="Comparison"
          value={draft.comparison}
          options={COMPARISON_OPTIONS}
          onChange={(comparison) => form.change({ comparison: comparison === "below" ? "below" : "above" })}
          error={errors.comparison}
        />
        <TextInput
          label="Threshold"
          {...form.field("threshold")}
          required
          endAdornment={unitAdornment(thresholdUnit(draft.metric))}
          inputProps={{ inputMode: "decimal" }}
        />
        {takesWindow(draft.metric) ? (
          <TextInput label="Window" {...form.field("windowMinutes", "The calls of the last so many minutes are measured")} {...MINUTES_INPUT} />
        ) : null}
        <TextInput label="For" {...form.field("forMinutes", "How long the condition must hold before the rule fires; 0 fires at once")} {...MINUTES_INPUT} />
      </Box>
      <RuleChannelsField channels={channels} value={draft.channelIds} error={errors.channelIds} onChange={(channelIds) => form.change({ channelIds })} />
    </DraftFormDialog>
  );
}
