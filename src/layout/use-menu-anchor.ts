// The button-and-popup wiring of the top bar's menus and panels and the
// horizontal menu's groups, in one place: the element the popup hangs from,
// open and close (also on route change, SPEC.md section 4), and the ARIA that
// ties the button to its popup through a stable id.
import { useCallback, useId, useState, type MouseEvent } from "react";
import { useCloseOnRouteChange } from "./pathname-context";

/** What the popup is: a menu of items, or a dialog-like panel (notifications, shortcuts). */
export type PopupKind = "menu" | "dialog";

export interface MenuButtonProps {
  "aria-haspopup": PopupKind;
  "aria-expanded": boolean;
  "aria-controls": string | undefined;
  onClick: (event: MouseEvent<HTMLElement>) => void;
}

export interface MenuPopupProps {
  id: string;
  anchorEl: HTMLElement | null;
  open: boolean;
  onClose: () => void;
}

export interface MenuAnchor {
  anchor: HTMLElement | null;
  isOpen: boolean;
  /** The popup's id; aria-controls names it while it is open (and so in the document). */
  popupId: string;
  close: () => void;
  /** Spread on the button that opens the popup. */
  buttonProps: MenuButtonProps;
  /** Spread on the popup (MUI's Menu or Popover). */
  popupProps: MenuPopupProps;
}

export function useMenuAnchor(kind: PopupKind = "menu"): MenuAnchor {
  const popupId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = useCallback(() => setAnchor(null), []);
  useCloseOnRouteChange(close);
  const isOpen = anchor !== null;
  return {
    anchor,
    isOpen,
    popupId,
    close,
    buttonProps: {
      "aria-haspopup": kind,
      "aria-expanded": isOpen,
      "aria-controls": isOpen ? popupId : undefined,
      onClick: (event) => setAnchor(event.currentTarget),
    },
    popupProps: { id: popupId, anchorEl: anchor, open: isOpen, onClose: close },
  };
}
