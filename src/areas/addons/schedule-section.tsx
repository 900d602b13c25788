// The project's backup schedule: what the plan gives, whether it is on, when
// it runs next. Managers turn it on or off; a plan without backups says so
// and points to Billing.
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import { Link } from "gatsby";
import { useId } from "react";
import toast from "react-hot-toast";
import type { BackupSchedule } from "../../../contract/backups";
import { toApiError } from "../../api-client/api-error";
import { useBackupScheduleMutation } from "../../api-client/backups-queries";
import { PageSection } from "../../components/page-section";
import { formatAgo, formatWhen } from "../../components/times";
import { scheduleWords } from "./backup-words";
import type { BackupRights } from "./use-backup-rights";

export function ScheduleSection({ projectId, schedule, rights }: { projectId: string; schedule: BackupSchedule; rights: BackupRights }) {
  const hintId = useId();
  const change = useBackupScheduleMutation(projectId);
  const hasSchedule = schedule.frequency !== "none";
  // While the change is asked for, the switch shows it; the service's answer (or a refusal) settles it.
  const isOn = change.isPending && change.variables !== undefined ? change.variables : schedule.enabled;
  const toggle = (enabled: boolean) =>
    change.mutate(enabled, {
      onSuccess: (changed) => toast.success(changed.enabled ? `Backups run ${changed.frequency} from now on` : "Scheduled backups are off"),
      onError: (error) => toast.error(`The schedule could not be changed: ${toApiError(error).message}`),
    });
  return (
    <PageSection title="Schedule" description="Backups your plan takes on its own.">
      <Typography id={hintId} variant="body2">
        {scheduleWords(schedule)}
      </Typography>
      {hasSchedule ? (
        <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 3 }}>
          <FormControlLabel
            label={isOn ? `On: ${schedule.frequency}` : "Off"}
            control={
              <Switch
                checked={isOn}
                disabled={!rights.canSchedule || change.isPending}
                onChange={(event) => toggle(event.target.checked)}
                slotProps={{ input: { "aria-describedby": hintId, "aria-label": "Back up on the plan's schedule" } }}
              />
            }
          />
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            {schedule.nextRunAt ? `Next backup ${formatWhen(schedule.nextRunAt)}` : "No backup is scheduled"}
            {schedule.lastRunAt ? ` · last ${formatAgo(schedule.lastRunAt)}` : ""}
          </Typography>
        </Box>
      ) : (
        <div>
          <Button component={Link} to="/billing" variant="outlined" size="small">
            Compare plans in Billing
          </Button>
        </div>
      )}
      {hasSchedule && !rights.canSchedule ? (
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          Only an {rights.managers} of the organisation can turn the schedule on or off.
        </Typography>
      ) : null}
    </PageSection>
  );
}
