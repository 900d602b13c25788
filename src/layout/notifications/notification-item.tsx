// One notification: an avatar (image, icon or text), title, subtitle and when.
import Avatar from "@mui/material/Avatar";
import ListItem from "@mui/material/ListItem";
import ListItemAvatar from "@mui/material/ListItemAvatar";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";
import { Icon } from "../../icons/icon";
import type { Notification } from "../../state/notifications";

function NotificationAvatar({ notification }: { notification: Notification }) {
  const color = notification.avatarColor ?? "primary";
  const sx = { bgcolor: `${color}.main`, color: `${color}.contrastText` };
  if (notification.avatarImg) return <Avatar src={notification.avatarImg} alt={notification.avatarAlt ?? ""} />;
  if (notification.avatarIcon) {
    return (
      <Avatar sx={sx} aria-label={notification.avatarAlt}>
        <Icon icon={notification.avatarIcon} />
      </Avatar>
    );
  }
  return <Avatar sx={sx}>{notification.avatarText?.slice(0, 2).toUpperCase()}</Avatar>;
}

export function NotificationItem({ notification }: { notification: Notification }) {
  return (
    <ListItem alignItems="flex-start" divider secondaryAction={<Typography variant="caption" sx={{ color: "text.disabled" }}>{notification.meta}</Typography>}>
      <ListItemAvatar>
        <NotificationAvatar notification={notification} />
      </ListItemAvatar>
      <ListItemText primary={notification.title} secondary={notification.subtitle} sx={{ pr: 6 }} />
    </ListItem>
  );
}
