// The tier table (SPEC.md section 9): one column per tier, one row per limit,
// with real header cells so screen readers announce tier and row with each
// value, and a last row to choose a tier (in Billing, after sign-in; the
// Enterprise tier is agreed with sales).
import { Link } from "gatsby";
import Button from "@mui/material/Button";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import type { Tier } from "../../../contract/pricing";
import { formatBackup, formatCount, formatStorage, formatTierPrice } from "../../components/format-price";
import { tierChoicePath } from "../../links/plan-choice-links";

const ROWS: { label: string; value: (tier: Tier) => string }[] = [
  { label: "Price", value: (tier) => formatTierPrice(tier.monthlyPriceCents) },
  { label: "API calls", value: (tier) => formatCount(tier.apiCalls) },
  { label: "Deployments", value: (tier) => formatCount(tier.deployments) },
  { label: "Regions", value: (tier) => formatCount(tier.regions) },
  { label: "Backup", value: (tier) => formatBackup(tier.backups) },
  { label: "Upload storage", value: (tier) => formatStorage(tier.uploadStorageBytes) },
];

export function TierTable({ tiers, caption }: { tiers: readonly Tier[]; caption: string }) {
  return (
    <TableContainer sx={{ border: 1, borderColor: "divider", borderRadius: 1 }}>
      <Table sx={{ minWidth: 640 }}>
        <caption>{caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Tier
            </TableCell>
            {tiers.map((tier) => (
              <TableCell key={tier.id} component="th" scope="col" sx={{ fontWeight: 600 }}>
                {tier.name}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {ROWS.map((row) => (
            <TableRow key={row.label}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 500 }}>
                {row.label}
              </TableCell>
              {tiers.map((tier) => (
                <TableCell key={tier.id}>{row.value(tier)}</TableCell>
              ))}
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 500 }}>
              Choose
            </TableCell>
            {tiers.map((tier) => (
              <TableCell key={tier.id}>
                {/* A tier without a price (Enterprise) is agreed with sales, not chosen in Billing. The column names the tier:
                    the button says "Choose" (on one line at 1280 px, where "Choose Business" wrapped), and its name says which. */}
                {tier.monthlyPriceCents !== null ? (
                  <Button size="small" variant="outlined" component={Link} to={tierChoicePath(tier.id)} aria-label={`Choose ${tier.name}`} sx={{ whiteSpace: "nowrap" }}>
                    Choose
                  </Button>
                ) : (
                  "Contact us"
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
