// The top of every console area: the page's one h1 and a line on what the area
// is for, with room for the area's main action.
import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

export interface PageHeaderProps {
  title: string;
  description: string;
  action?: ReactNode;
}

export function PageHeader({ title, description, action }: PageHeaderProps) {
  return (
    <Box component="header" sx={{ display: "flex", flexWrap: "wrap", alignItems: "flex-start", gap: 2, mb: 4 }}>
      <Box sx={{ flex: "1 1 20rem", minWidth: 0 }}>
        <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
          {title}
        </Typography>
        <Typography variant="body1" sx={{ color: "text.secondary" }}>
          {description}
        </Typography>
      </Box>
      {action ? <Box sx={{ flex: "0 0 auto" }}>{action}</Box> : null}
    </Box>
  );
}
