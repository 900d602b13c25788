// The navigation's own theme: dark in semi-dark mode, the page's theme otherwise.
import { useMemo, type ReactNode } from "react";
import { ThemeProvider } from "@mui/material/styles";
import { useSettings } from "../state/settings";
import { createAppTheme } from "./create-app-theme";

export function NavigationTheme({ children }: { children: ReactNode }) {
  const { settings } = useSettings();
  const { mode, skin, themeColor, direction } = settings;
  const darkTheme = useMemo(
    () => (mode === "semi-dark" ? createAppTheme({ mode: "dark", skin, themeColor, direction }) : null),
    [mode, skin, themeColor, direction],
  );
  return darkTheme ? <ThemeProvider theme={darkTheme}>{children}</ThemeProvider> : <>{children}</>;
}
