// The Theme Customizer's choices (SPEC.md section 2, Layout), loaded when the
// drawer first opens: radios and switches that no page needs before that.
import Box from "@mui/material/Box";
import FormControlLabel from "@mui/material/FormControlLabel";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import { useSettings } from "../../state/settings";
import { ChoiceGroup } from "./choice-group";
import {
  appBarChoices,
  CONTENT_WIDTH_CHOICES,
  LAYOUT_CHOICES,
  modeChoices,
  SKIN_CHOICES,
  THEME_COLOR_CHOICES,
} from "./customizer-choices";

function ColorLabel({ color, label }: { color: string; label: string }) {
  return (
    <Box component="span" sx={{ display: "inline-flex", alignItems: "center", gap: 0.75 }}>
      <Box component="span" aria-hidden sx={{ width: 14, height: 14, borderRadius: "50%", bgcolor: `${color}.main` }} />
      {label}
    </Box>
  );
}

export default function CustomizerChoices() {
  const { settings, saveSettings } = useSettings();
  // The user's chosen layout: a small screen shows vertical whatever the choice.
  const layout = settings.lastLayout;
  return (
    <Box sx={{ px: 3, py: 2.5, overflowY: "auto" }}>
      <Typography variant="overline" component="h3" sx={{ color: "text.disabled" }}>
        Theming
      </Typography>
      <ChoiceGroup label="Skin" value={settings.skin} choices={SKIN_CHOICES} onChange={(skin) => saveSettings({ skin })} />
      <ChoiceGroup label="Mode" value={settings.mode} choices={modeChoices(layout)} onChange={(mode) => saveSettings({ mode })} />
      <ChoiceGroup
        label="Primary Color"
        value={settings.themeColor}
        choices={THEME_COLOR_CHOICES}
        onChange={(themeColor) => saveSettings({ themeColor })}
        renderLabel={(choice) => <ColorLabel color={choice.value} label={choice.label} />}
      />
      <Typography variant="overline" component="h3" sx={{ color: "text.disabled" }}>
        Layout
      </Typography>
      <ChoiceGroup
        label="Content Width"
        value={settings.contentWidth}
        choices={CONTENT_WIDTH_CHOICES}
        onChange={(contentWidth) => saveSettings({ contentWidth })}
      />
      <ChoiceGroup label="AppBar Type" value={settings.appBar} choices={appBarChoices(layout)} onChange={(appBar) => saveSettings({ appBar })} />
      <Typography variant="overline" component="h3" sx={{ color: "text.disabled" }}>
        Menu
      </Typography>
      <ChoiceGroup label="Menu Layout" value={layout} choices={LAYOUT_CHOICES} onChange={(next) => saveSettings({ layout: next })} />
      <FormControlLabel
        control={<Switch checked={settings.navHidden} onChange={(event) => saveSettings({ navHidden: event.target.checked })} />}
        label="Menu Hidden"
      />
    </Box>
  );
}
