// A section title of the vertical menu ("Pages"); a short rule when only icons show.
import Divider from "@mui/material/Divider";
import ListSubheader from "@mui/material/ListSubheader";

export function VerticalSectionTitle({ title, mini }: { title: string; mini: boolean }) {
  if (mini) return <Divider role="presentation" sx={{ mx: 2.5, my: 2 }} />;
  return (
    <ListSubheader
      disableSticky
      sx={{ bgcolor: "transparent", lineHeight: 1.5, pt: 2.5, pb: 1, px: 3, textTransform: "uppercase", fontSize: "0.75rem", color: "text.disabled" }}
    >
      {title}
    </ListSubheader>
  );
}
