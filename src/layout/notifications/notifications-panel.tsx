// The notifications bell of the top bar. The bell and its panel are in the
// shell; their data (the query cache, the API client, the calls) comes in a
// chunk of its own once the page has loaded, and only for a signed-in user,
// so that pages without data (sign-in, help, FAQ) never load the query
// library for it. Until then, and for a visitor, the same bell shows with
// nothing to read. The panel's open state lives here, so that it stays open
// when the data part takes the placeholder's place.
import { lazyPart } from "../../components/lazy-part";
import { useIsLoggedIn } from "../../state/session";
import { useMenuAnchor, type MenuAnchor } from "../use-menu-anchor";
import { NotificationsView } from "./notifications-view";

function LoadingNotifications({ panel }: { panel: MenuAnchor }) {
  return <NotificationsView panel={panel} feed={{ status: "loading" }} />;
}

const NotificationsFeed = lazyPart(
  () => import(/* webpackChunkName: "notifications-feed" */ "./notifications-feed").then((feed) => feed.NotificationsFeed),
  LoadingNotifications,
);

const NOTHING_TO_READ = { status: "ready", notifications: [], unread: 0 } as const;

export function NotificationsPanel() {
  const panel = useMenuAnchor("dialog");
  const isLoggedIn = useIsLoggedIn();
  return isLoggedIn ? <NotificationsFeed panel={panel} /> : <NotificationsView panel={panel} feed={NOTHING_TO_READ} />;
}
