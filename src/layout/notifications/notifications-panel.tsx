// The notifications bell of the top bar and its panel. "Read All
// Notifications" stays in its place but is disabled while there is nothing to
// read, and the empty list says why.
import { useId } from "react";
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
import { useMenuAnchor } from "../use-menu-anchor";
import { NotificationItem } from "./notification-item";

function NoNotifications({ id }: { id: string }) {
  return (
    <Box id={id} sx={{ px: 3, py: 4, textAlign: "center" }}>
      <Typography sx={{ fontWeight: 500 }}>No notifications yet</Typography>
      <Typography variant="body2" sx={{ color: "text.secondary", mt: 0.5 }}>
        Nothing to read: notices about your projects will appear here.
      </Typography>
    </Box>
  );
}

export function NotificationsPanel() {
  const { notifications, readAll } = useNotifications();
  const panel = useMenuAnchor("dialog");
  const titleId = useId();
  const emptyId = useId();
  const count = notifications.length;

  return (
    <>
      <IconButton color="inherit" aria-label={count > 0 ? `Notifications, ${count} new` : "Notifications"} {...panel.buttonProps}>
        <Badge color="error" variant="dot" invisible={count === 0}>
          <Icon icon="tabler:bell" />
        </Badge>
      </IconButton>
      <TopBarPopover popup={panel.popupProps} titleId={titleId} width={NOTIFICATIONS_WIDTH}>
        <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", px: 3, py: 2, borderBottom: 1, borderColor: "divider" }}>
          <Typography id={titleId} variant="h6" component="h2">
            Notifications
          </Typography>
          <Chip size="small" color="primary" label={`${count} New`} />
        </Box>
        <Box sx={{ maxHeight: NOTIFICATIONS_LIST_MAX_HEIGHT, overflowY: "auto" }}>
          {count === 0 ? (
            <NoNotifications id={emptyId} />
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
            disabled={count === 0}
            aria-describedby={count === 0 ? emptyId : undefined}
            onClick={() => {
              readAll();
              panel.close();
            }}
          >
            Read All Notifications
          </Button>
        </Box>
      </TopBarPopover>
    </>
  );
}
