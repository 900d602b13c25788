// The frame of a top-bar panel: a popover dialog under its button, right-aligned,
// labelled by the panel's title and wired to its button by useMenuAnchor.
import type { ReactNode } from "react";
import Popover from "@mui/material/Popover";
import { MENU_TRANSITION } from "../layout-constants";
import type { MenuPopupProps } from "../use-menu-anchor";

interface TopBarPopoverProps {
  popup: MenuPopupProps;
  /** The id of the panel's title, which names the dialog. */
  titleId: string;
  width: number;
  children: ReactNode;
}

export function TopBarPopover({ popup: { id, ...popover }, titleId, width, children }: TopBarPopoverProps) {
  return (
    <Popover
      {...popover}
      transitionDuration={MENU_TRANSITION}
      anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
      transformOrigin={{ vertical: "top", horizontal: "right" }}
      slotProps={{ paper: { id, role: "dialog", "aria-labelledby": titleId, sx: { width, maxWidth: "calc(100vw - 32px)", mt: 1 } } }}
    >
      {children}
    </Popover>
  );
}
