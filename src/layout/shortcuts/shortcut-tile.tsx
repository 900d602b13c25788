// One tile of the shortcuts grid.
import { Link } from "gatsby";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { Icon } from "../../icons/icon";
import type { Shortcut } from "./shortcuts";

export function ShortcutTile({ shortcut, onOpen }: { shortcut: Shortcut; onOpen: () => void }) {
  return (
    <Box
      component={Link}
      to={shortcut.url}
      onClick={onOpen}
      sx={{
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        gap: 0.5,
        p: 3,
        color: "text.primary",
        textDecoration: "none",
        textAlign: "center",
        "&:hover, &:focus-visible": { bgcolor: "action.hover" },
      }}
    >
      <Avatar sx={{ bgcolor: "action.selected", color: "text.primary", mb: 1 }}>
        <Icon icon={shortcut.icon} />
      </Avatar>
      <Typography sx={{ fontWeight: 500 }}>{shortcut.title}</Typography>
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        {shortcut.subtitle}
      </Typography>
    </Box>
  );
}
