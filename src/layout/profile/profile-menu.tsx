// The avatar of the top bar and its menu: who is signed in (their name above
// their e-mail, or the e-mail alone), account destinations and logout.
import { useState } from "react";
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
import { useMenuAnchor } from "../use-menu-anchor";
import { LogoutDialog } from "./logout-dialog";
import { useSignedInUser } from "./use-signed-in-user";

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

function SignedInAs({ name, email }: { name: string | null; email: string | null }) {
  const width = { maxWidth: 220 };
  if (name === null) {
    return (
      <Typography noWrap sx={{ fontWeight: 500, ...width }}>
        {email ?? "Signed in"}
      </Typography>
    );
  }
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography noWrap sx={{ fontWeight: 600, ...width }}>
        {name}
      </Typography>
      {email ? (
        <Typography noWrap variant="body2" sx={{ color: "text.secondary", ...width }}>
          {email}
        </Typography>
      ) : null}
    </Box>
  );
}

export function ProfileMenu() {
  const { email, name } = useSignedInUser();
  // The avatar shows the e-mail's first letter (SPEC.md section 2), not the name's.
  const letter = email ? email.charAt(0).toUpperCase() : null;
  const menu = useMenuAnchor();
  const { close } = menu;
  const [confirmingLogout, setConfirmingLogout] = useState(false);

  return (
    <>
      <IconButton aria-label="Account menu" {...menu.buttonProps} sx={{ p: 0.5 }}>
        <UserAvatar letter={letter} />
      </IconButton>
      <Menu
        {...menu.popupProps}
        transitionDuration={MENU_TRANSITION}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
        slotProps={{ paper: { sx: { minWidth: 230, mt: 1 } } }}
      >
        <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, px: 2, py: 1 }}>
          <UserAvatar letter={letter} />
          <SignedInAs name={name} email={email} />
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
