// The Theme Customizer: a drawer at the right edge, opened from a cog button.
// Its choices load when it first opens (customizer-choices-panel.tsx).
import { lazy, Suspense, useState } from "react";
import Box from "@mui/material/Box";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import { Icon } from "../../icons/icon";
import { CUSTOMIZER_COG_WIDTH, CUSTOMIZER_WIDTH } from "../layout-constants";

const CustomizerChoices = lazy(() => import(/* webpackChunkName: "customizer-choices" */ "./customizer-choices-panel"));

export function ThemeCustomizer() {
  const [open, setOpen] = useState(false);

  return (
    <>
      <IconButton
        aria-label="Open theme customizer"
        onClick={() => setOpen(true)}
        sx={{
          position: "fixed",
          top: "50%",
          right: 0,
          width: CUSTOMIZER_COG_WIDTH,
          height: CUSTOMIZER_COG_WIDTH,
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
        <Suspense fallback={<LinearProgress aria-label="Loading the customizer" />}>
          {open ? <CustomizerChoices /> : null}
        </Suspense>
      </Drawer>
    </>
  );
}
