// The layout of the /auth pages: the page alone, centred, without navigation.
import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import { RouteProgressBar } from "./route-progress/route-progress-bar";

export function BlankLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <RouteProgressBar />
      <Box component="main" sx={{ minHeight: "100vh", display: "flex", alignItems: "center", justifyContent: "center", p: { xs: 2, sm: 3 } }}>
        {children}
      </Box>
    </>
  );
}
