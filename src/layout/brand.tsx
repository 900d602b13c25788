// The product's name in the navigation header and the horizontal app bar.
import { Link } from "gatsby";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { Icon } from "../icons/icon";
import { HOME_PATH } from "../console-routes";

export function Brand({ showName = true }: { showName?: boolean }) {
  return (
    <Box
      component={Link}
      to={HOME_PATH}
      aria-label={showName ? undefined : "Vector Database Cloud"}
      sx={{ display: "flex", alignItems: "center", gap: 1.25, color: "text.primary", textDecoration: "none", minWidth: 0 }}
    >
      <Box sx={{ display: "flex", color: "primary.main", flexShrink: 0 }}>
        <Icon icon="tabler:database" fontSize="1.875rem" />
      </Box>
      {showName ? (
        <Typography component="span" sx={{ fontWeight: 600, fontSize: "1.0625rem", lineHeight: 1.2 }}>
          Vector Database Cloud
        </Typography>
      ) : null}
    </Box>
  );
}
