// The frame of a top-bar panel: a popover dialog under its button, right-aligned,
// labelled by the panel's title and closed by the caller's close.
import type { ReactNode } from "react";
import Popover from "@mui/material/Popover";
import { MENU_TRANSITION } from "../layout-constants";

interface TopBarPopoverProps {
  anchor: HTMLElement | null;
  onClose: () => void;
  /** The id of the panel's title, which names the dialog. */
  titleId: string;
  width: number;
  children: ReactNode;
}

export function TopBarPopover({ anchor, onClose, titleId, width, children }: TopBarPopoverProps) {
  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      transitionDuration={MENU_TRANSITION}
      anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
      transformOrigin={{ vertical: "top", horizontal: "right" }}
      slotProps={{ paper: { role: "dialog", "aria-labelledby": titleId, sx: { width, maxWidth: "calc(100vw - 32px)", mt: 1 } } }}
    >
      {children}
    </Popover>
  );
}
