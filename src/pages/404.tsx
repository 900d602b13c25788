// Any address the console does not have (hosts serve 404.html with status 404):
// says so, and where to go instead. A static page: nothing here loads the
// identity or API client, so it stays small and reads with JavaScript off.
import { Link, type HeadFC } from "gatsby";
import Box from "@mui/material/Box";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import MuiLink from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { useStoredValue } from "../session/use-stored-value";
import { PageHeader } from "../components/page-header";
import { useIsHydrated } from "../components/use-is-hydrated";
import { FAQ_PATH, HELP_CENTER_PATH } from "../content-pages/content-paths";
import { HOME_PATH, LOGIN_PATH } from "../console-routes";

interface Destination {
  label: string;
  to: string;
  why: string;
}

const DESTINATIONS: readonly Destination[] = [
  { label: "Overview", to: HOME_PATH, why: "Your dashboard." },
  { label: "Datasets", to: "/ai-hub/datasets", why: "Your project's collections." },
  { label: "Help Center", to: HELP_CENTER_PATH, why: "Guides for every part of the console." },
  { label: "FAQ", to: FAQ_PATH, why: "Short answers to common questions." },
];

const LOGIN: Destination = { label: "Log in", to: LOGIN_PATH, why: "To reach your dashboard and datasets." };

export default function NotFoundPage({ location }: { location: { pathname: string } }) {
  // The server renders 404.html once for every unknown address: the address is shown after hydration.
  const isHydrated = useIsHydrated();
  const isSignedIn = useStoredValue("accessToken") !== null;
  const destinations = isSignedIn ? DESTINATIONS : [LOGIN, ...DESTINATIONS];
  return (
    <Box sx={{ maxWidth: "40rem" }}>
      <PageHeader
        title="Page not found"
        description={isHydrated ? `There is no page at ${location.pathname}. It may have moved, or the link may be mistyped.` : "There is no page at this address. It may have moved, or the link may be mistyped."}
      />
      <Box component="nav" aria-labelledby="not-found-next">
        <Typography id="not-found-next" variant="h6" component="h2">
          Where to go from here
        </Typography>
        <List>
          {destinations.map((destination) => (
            <ListItem key={destination.to} disableGutters sx={{ display: "block", py: 0.5 }}>
              <MuiLink component={Link} to={destination.to} sx={{ fontWeight: 500 }}>
                {destination.label}
              </MuiLink>
              <Typography component="span" variant="body2" sx={{ color: "text.secondary" }}>
                {` — ${destination.why}`}
              </Typography>
            </ListItem>
          ))}
        </List>
      </Box>
    </Box>
  );
}

export const Head: HeadFC = () => <title>Page not found | Vector Database Cloud</title>;
