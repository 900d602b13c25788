// The MUI theme built from the display settings.
import { createTheme, type Theme, type ThemeOptions } from "@mui/material/styles";
import type { Shadows } from "@mui/material/styles";
import type { Settings } from "../state/settings-rules";
import { BREAKPOINTS } from "../breakpoints";
import { buildPalette } from "./palette";

export type ThemeSettings = Pick<Settings, "mode" | "skin" | "themeColor" | "direction">;

const FONT_FAMILY = ['"Inter"', "system-ui", "-apple-system", '"Segoe UI"', "Roboto", "sans-serif"].join(",");

/** The bordered skin draws outlines instead of shadows. */
function borderedSkin(): ThemeOptions {
  return {
    shadows: Array<string>(25).fill("none") as Shadows,
    components: {
      MuiCard: { defaultProps: { variant: "outlined" } },
      MuiPaper: {
        styleOverrides: {
          elevation: ({ theme }) => ({ border: `1px solid ${theme.palette.divider}` }),
        },
      },
      MuiAppBar: { styleOverrides: { root: { border: 0 } } },
    },
  };
}

/** Semi-dark is a light page with dark navigation (see navigation-theme.tsx). */
export function contentMode(mode: Settings["mode"]): "light" | "dark" {
  return mode === "dark" ? "dark" : "light";
}

export function createAppTheme(settings: ThemeSettings): Theme {
  const base: ThemeOptions = {
    direction: settings.direction,
    palette: buildPalette(contentMode(settings.mode), settings.themeColor),
    breakpoints: { values: { ...BREAKPOINTS } },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: FONT_FAMILY,
      h1: { fontWeight: 600 },
      h2: { fontWeight: 600 },
      h3: { fontWeight: 600 },
      h4: { fontWeight: 600 },
      h5: { fontWeight: 600 },
      h6: { fontWeight: 600 },
      button: { textTransform: "none", fontWeight: 500 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
    },
  };
  return settings.skin === "bordered" ? createTheme(base, borderedSkin()) : createTheme(base);
}
