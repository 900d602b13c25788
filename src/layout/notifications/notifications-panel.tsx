// The notifications bell of the top bar and its panel.
import { useId, useState } from "react";
import Badge from "@mui/material/Badge";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import Typography from "@mui/material/Typography";
import { Icon } from "../../icons/icon";
import { useNotifications } from "../../state/notifications";
import { TopBarPopover } from "../app-bar/top-bar-popover";
import { NOTIFICATIONS_LIST_MAX_HEIGHT, NOTIFICATIONS_WIDTH } from "../layout-constants";
import { useCloseOnRouteChange } from "../pathname-context";
import { NotificationItem } from "./notification-item";

export function NotificationsPanel() {
  const { notifications, readAll } = useNotifications();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const titleId = useId();
  const close = () => setAnchor(null);
  useCloseOnRouteChange(close);
  const count = notifications.length;

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={count > 0 ? `Notifications, ${count} new` : "Notifications"}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <Badge color="error" variant="dot" invisible={count === 0}>
          <Icon icon="tabler:bell" />
        </Badge>
      </IconButton>
      <TopBarPopover anchor={anchor} onClose={close} titleId={titleId} width={NOTIFICATIONS_WIDTH}>
        <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", px: 3, py: 2, borderBottom: 1, borderColor: "divider" }}>
          <Typography id={titleId} variant="h6" component="h2">
            Notifications
          </Typography>
          <Chip size="small" color="primary" label={`${count} New`} />
        </Box>
        <Box sx={{ maxHeight: NOTIFICATIONS_LIST_MAX_HEIGHT, overflowY: "auto" }}>
          {count === 0 ? (
            <Typography sx={{ px: 3, py: 4, textAlign: "center", color: "text.secondary" }}>No notifications yet</Typography>
          ) : (
            <List disablePadding>
              {notifications.map((notification, index) => (
                <NotificationItem key={`${index}-${notification.title}`} notification={notification} />
              ))}
            </List>
          )}
        </Box>
        <Box sx={{ p: 2, borderTop: 1, borderColor: "divider" }}>
          <Button
            fullWidth
            variant="contained"
            onClick={() => {
              readAll();
              close();
            }}
          >
            Read All Notifications
          </Button>
        </Box>
      </TopBarPopover>
    </>
  );
}
