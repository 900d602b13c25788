// The footer, static or fixed to the bottom of the window, or hidden (settings.footer).
import { Link } from "gatsby";
import Box from "@mui/material/Box";
import MuiLink from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { useSettings } from "../state/settings";
import { contentWidthSx } from "./content-width";

export function Footer() {
  const { settings } = useSettings();
  if (settings.footer === "hidden") return null;
  return (
    <Box
      component="footer"
      sx={{
        ...(settings.footer === "fixed" ? { position: "sticky", bottom: 0, bgcolor: "background.default", borderTop: 1, borderColor: "divider" } : {}),
      }}
    >
      <Box sx={{ ...contentWidthSx(settings.contentWidth), display: "flex", flexWrap: "wrap", justifyContent: "space-between", gap: 2, px: { xs: 2, md: 3 }, py: 2 }}>
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          Vector Database Cloud
        </Typography>
        <Box sx={{ display: "flex", gap: 2 }}>
          <MuiLink component={Link} to="/help-center" variant="body2">
            Help Center
          </MuiLink>
          <MuiLink component={Link} to="/pricing" variant="body2">
            Pricing
          </MuiLink>
        </Box>
      </Box>
    </Box>
  );
}
