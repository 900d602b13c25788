// The console's colours. Primary is dark teal; themeColor picks which of the
// palette's colours serves as primary (SPEC.md sections 2 and 9).
import type { PaletteOptions, SimplePaletteColorOptions } from "@mui/material/styles";
import type { ThemeColor } from "../state/settings-rules";

export const BRAND_COLORS: Readonly<Record<ThemeColor, SimplePaletteColorOptions>> = {
  primary: { main: "#00695C", light: "#439889", dark: "#003D33", contrastText: "#FFFFFF" },
  secondary: { main: "#546E7A", light: "#819CA9", dark: "#29434E", contrastText: "#FFFFFF" },
  success: { main: "#2E7D32", light: "#60AD5E", dark: "#005005", contrastText: "#FFFFFF" },
  error: { main: "#C62828", light: "#FF5F52", dark: "#8E0000", contrastText: "#FFFFFF" },
  warning: { main: "#E65100", light: "#FF833A", dark: "#AC1900", contrastText: "#FFFFFF" },
  info: { main: "#0277BD", light: "#58A5F0", dark: "#004C8C", contrastText: "#FFFFFF" },
};

/** On dark backgrounds the lighter shade reads better; MUI picks the text colour on it. */
function forDarkMode({ main, light }: SimplePaletteColorOptions): SimplePaletteColorOptions {
  return { main: light ?? main, dark: main };
}

export function buildPalette(mode: "light" | "dark", themeColor: ThemeColor): PaletteOptions {
  const color = (name: ThemeColor) => (mode === "dark" ? forDarkMode(BRAND_COLORS[name]) : BRAND_COLORS[name]);
  return {
    mode,
    primary: color(themeColor),
    secondary: color("secondary"),
    success: color("success"),
    error: color("error"),
    warning: color("warning"),
    info: color("info"),
    background: mode === "light" ? { default: "#F4F6F6", paper: "#FFFFFF" } : { default: "#101719", paper: "#182226" },
  };
}
