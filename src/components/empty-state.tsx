// What an area shows while it has nothing to list: says plainly what will be
// there, instead of sample data. Its title is an h2 under the page's h1.
import { useId, type ReactNode } from "react";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { Icon } from "../icons/icon";

export interface EmptyStateProps {
  /** A "tabler:<name>" literal, so that the icon subset build finds it. */
  icon: `tabler:${string}`;
  title: string;
  description: string;
  action?: ReactNode;
}

export function EmptyState({ icon, title, description, action }: EmptyStateProps) {
  const titleId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        gap: 1.5,
        px: 3,
        py: 8,
        textAlign: "center",
        border: 1,
        borderColor: "divider",
        borderStyle: "dashed",
        borderRadius: 1,
      }}
    >
      <Box sx={{ color: "text.secondary", display: "flex" }}>
        <Icon icon={icon} fontSize="3rem" />
      </Box>
      <Typography id={titleId} variant="h6" component="h2">
        {title}
      </Typography>
      <Typography variant="body2" sx={{ color: "text.secondary", maxWidth: "36rem" }}>
        {description}
      </Typography>
      {action ? <Box sx={{ mt: 1 }}>{action}</Box> : null}
    </Box>
  );
}
