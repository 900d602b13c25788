// The horizontal menu: the entries of src/layout/navigation/menu.ts in one row.
import Box from "@mui/material/Box";
import { CanViewEntry } from "../navigation/can-view-entry";
import { useMenuRole } from "../navigation/use-menu-role";
import { horizontalMenu } from "../navigation/menu";
import { isMenuGroup, isSectionTitle } from "../navigation/types";
import { HorizontalMenuGroup } from "./horizontal-menu-group";
import { HorizontalMenuLink } from "./horizontal-menu-link";

export function HorizontalMenu() {
  const role = useMenuRole();
  return (
    <Box component="ul" sx={{ display: "flex", alignItems: "center", gap: 0.5, listStyle: "none", m: 0, p: 0, overflowX: "auto" }}>
      {horizontalMenu.map((entry) =>
        isSectionTitle(entry) ? null : (
          <CanViewEntry role={role} key={entry.title} entry={entry}>
            <Box component="li">{isMenuGroup(entry) ? <HorizontalMenuGroup group={entry} /> : <HorizontalMenuLink item={entry} />}</Box>
          </CanViewEntry>
        ),
      )}
    </Box>
  );
}
