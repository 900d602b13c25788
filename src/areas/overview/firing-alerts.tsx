// The project's alerts that are firing now, each leading to its rule. It
// takes the list as given: the alerts area owns the rules and their state,
// and the Overview passes on what it is told.
import { useId } from "react";
import { Link } from "gatsby";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import MuiLink from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { areaRoute } from "../../links/area-route";
import { Icon } from "../../icons/icon";
import { formatAgo, formatWhen } from "../../components/times";

export interface FiringAlert {
  id: string;
  name: string;
  /** As the alerts area words it ("firing", "pending"). */
  state: string;
  /** When it started firing (ISO 8601). */
  since: string;
  /** The alert's own page. */
  href: string;
}

function AlertItem({ alert }: { alert: FiringAlert }) {
  return (
    <Box component="li" sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", columnGap: 1, py: 1, borderTop: 1, borderColor: "divider", "&:first-of-type": { borderTop: 0 } }}>
      <Box component="span" sx={{ display: "inline-flex", color: "error.main" }}>
        <Icon icon="tabler:alert-triangle" fontSize="1.125rem" />
      </Box>
      <MuiLink component={Link} to={alert.href} sx={{ fontWeight: 500 }}>
        {alert.name}
      </MuiLink>
      <Typography component="span" variant="body2" sx={{ color: "error.main", fontWeight: 500 }}>
        {alert.state.charAt(0).toUpperCase() + alert.state.slice(1)}
      </Typography>
      <Typography component="span" variant="body2" sx={{ color: "text.secondary", ml: "auto" }}>
        since{" "}
        <time dateTime={alert.since} title={formatWhen(alert.since)}>
          {formatAgo(alert.since)}
        </time>
      </Typography>
    </Box>
  );
}

export function FiringAlerts({ alerts }: { alerts: readonly FiringAlert[] }) {
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent sx={{ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: 1 }}>
        <Typography id={titleId} variant="h6" component="h2">
          Firing alerts
        </Typography>
        {alerts.length === 0 ? (
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            No alerts firing.
          </Typography>
        ) : (
          <Box component="ul" aria-labelledby={titleId} sx={{ m: 0, p: 0, listStyle: "none" }}>
            {alerts.map((alert) => (
              <AlertItem key={alert.id} alert={alert} />
            ))}
          </Box>
        )}
        <MuiLink component={Link} to={areaRoute("alerts")} variant="body2" sx={{ justifySelf: "start" }}>
          {alerts.length === 0 ? "Set up alerts" : "All alerts"}
        </MuiLink>
      </CardContent>
    </Card>
  );
}
