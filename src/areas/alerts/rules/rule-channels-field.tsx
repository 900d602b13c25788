// The channels a rule notifies besides the bell: a checkbox per channel of
// the project, named with its kind.
import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import type { AlertChannel } from "../../../../contract/alerts";
import { channelKindLabel } from "../channels/channel-words";

export interface RuleChannelsFieldProps {
  channels: readonly AlertChannel[];
  value: readonly string[];
  error?: string;
  onChange: (channelIds: readonly string[]) => void;
}

export function RuleChannelsField({ channels, value, error, onChange }: RuleChannelsFieldProps) {
  const toggle = (id: string, isChecked: boolean) => onChange(isChecked ? [...value, id] : value.filter((found) => found !== id));
  const help = channels.length === 0 ? "No channels yet: add an e-mail or webhook channel under Channels to be told elsewhere too." : "The bell shows every rule's alerts to every member; channels send them further.";
  return (
    <FormControl component="fieldset" error={error !== undefined}>
      <FormLabel component="legend">Channels</FormLabel>
      <FormGroup>
        {channels.map((channel) => (
          <FormControlLabel
            key={channel.id}
            control={<Checkbox checked={value.includes(channel.id)} onChange={(event) => toggle(channel.id, event.target.checked)} />}
            label={`${channel.name} (${channelKindLabel(channel.kind)})`}
          />
        ))}
      </FormGroup>
      <FormHelperText>{error ?? help}</FormHelperText>
    </FormControl>
  );
}
