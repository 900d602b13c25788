// The Theme Customizer: a drawer at the right edge, opened from a cog button.
import { useState } from "react";
import Box from "@mui/material/Box";
import Drawer from "@mui/material/Drawer";
import FormControlLabel from "@mui/material/FormControlLabel";
import IconButton from "@mui/material/IconButton";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import { Icon } from "../../icons/icon";
import { useSettings } from "../../state/settings";
import { CUSTOMIZER_WIDTH } from "../layout-constants";
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

export function ThemeCustomizer() {
  const [open, setOpen] = useState(false);
  const { settings, saveSettings } = useSettings();
  // The user's chosen layout: a small screen shows vertical whatever the choice.
  const layout = settings.lastLayout;

  return (
    <>
      <IconButton
        aria-label="Open theme customizer"
        onClick={() => setOpen(true)}
        sx={{
          position: "fixed",
          top: "50%",
          right: 0,
          zIndex: (theme) => theme.zIndex.speedDial,
          bgcolor: "primary.main",
          color: "primary.contrastText",
          borderRadius: "10px 0 0 10px",
          "&:hover": { bgcolor: "primary.dark" },
        }}
      >
        <Icon icon="tabler:settings" />
      </IconButton>
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { sx: { width: CUSTOMIZER_WIDTH, maxWidth: "100vw" }, "aria-labelledby": "theme-customizer-title" } }}
      >
        <Box sx={{ display: "flex", alignItems: "flex-start", justifyContent: "space-between", px: 3, py: 2.5, borderBottom: 1, borderColor: "divider" }}>
          <Box>
            <Typography id="theme-customizer-title" variant="h6" component="h2">
              Theme Customizer
            </Typography>
            <Typography variant="body2" sx={{ color: "text.secondary" }}>
              Customize and preview in real time
            </Typography>
          </Box>
          <IconButton aria-label="Close theme customizer" onClick={() => setOpen(false)}>
            <Icon icon="tabler:x" />
          </IconButton>
        </Box>
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
      </Drawer>
    </>
  );
}
