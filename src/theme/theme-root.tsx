// The theme of the whole console, built from the settings, with the emotion
// cache for the text direction and the document's dir attribute.
import { useEffect, useMemo, type ReactNode } from "react";
import { CacheProvider } from "@emotion/react";
import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import { useSettings } from "../state/settings";
import { createAppTheme } from "./create-app-theme";
import { useRtlCache } from "./use-rtl-cache";

export function ThemeRoot({ children }: { children: ReactNode }) {
  const { settings } = useSettings();
  const { mode, skin, themeColor, direction } = settings;
  const rtlCache = useRtlCache(direction);
  const theme = useMemo(() => createAppTheme({ mode, skin, themeColor, direction }), [mode, skin, themeColor, direction]);

  useEffect(() => {
    document.documentElement.setAttribute("dir", direction);
  }, [direction]);

  const themed = (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
  return rtlCache ? <CacheProvider value={rtlCache}>{themed}</CacheProvider> : themed;
}
