// The avatar of the top bar and its menu: the signed-in e-mail, account
// destinations and logout.
import { useId, useState } from "react";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import IconButton from "@mui/material/IconButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Typography from "@mui/material/Typography";
import { Icon } from "../../icons/icon";
import { MENU_TRANSITION } from "../layout-constants";
import { LinkMenuItem } from "../link-menu-item";
import { useCloseOnRouteChange } from "../pathname-context";
import { LogoutDialog } from "./logout-dialog";
import { useSignedInEmail } from "./use-signed-in-email";

const ACCOUNT_LINKS = [
  { title: "Profile", to: "/account-settings/account/", icon: "tabler:user-circle" },
  { title: "Pricing", to: "/pricing", icon: "tabler:currency-dollar" },
  { title: "Help", to: "/help-center", icon: "tabler:lifebuoy" },
] as const;

function UserAvatar({ letter }: { letter: string | null }) {
  return (
    <Avatar sx={{ width: 38, height: 38, bgcolor: "primary.main", color: "primary.contrastText", fontWeight: 600 }}>
      {letter ?? <Icon icon="tabler:user" />}
    </Avatar>
  );
}

export function ProfileMenu() {
  const email = useSignedInEmail();
  const letter = email ? email.charAt(0).toUpperCase() : null;
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const close = () => setAnchor(null);
  useCloseOnRouteChange(close);

  return (
    <>
      <IconButton
        aria-label="Account menu"
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <UserAvatar letter={letter} />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        transitionDuration={MENU_TRANSITION}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
        slotProps={{ paper: { sx: { minWidth: 230, mt: 1 } } }}
      >
        <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, px: 2, py: 1 }}>
          <UserAvatar letter={letter} />
          <Typography noWrap sx={{ fontWeight: 500, maxWidth: 220 }}>
            {email ?? "Signed in"}
          </Typography>
        </Box>
        <Divider />
        {ACCOUNT_LINKS.map((link) => (
          <LinkMenuItem key={link.to} to={link.to} icon={link.icon} label={link.title} onClick={close} />
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            setConfirmingLogout(true);
          }}
        >
          <ListItemIcon>
            <Icon icon="tabler:logout" fontSize="1.25rem" />
          </ListItemIcon>
          Logout
        </MenuItem>
      </Menu>
      <LogoutDialog open={confirmingLogout} onClose={() => setConfirmingLogout(false)} />
    </>
  );
}
