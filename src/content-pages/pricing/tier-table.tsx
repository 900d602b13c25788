// The tier table (SPEC.md section 9): one column per tier, one row per limit,
// with real header cells so screen readers announce tier and row with each value.
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import type { PricingTier } from "../content-types";
import { formatBackup, formatCount, formatTierPrice } from "./format-price";

const ROWS: { label: string; value: (tier: PricingTier) => string }[] = [
  { label: "Price", value: (tier) => formatTierPrice(tier.monthlyPrice) },
  { label: "API calls", value: (tier) => formatCount(tier.apiCalls) },
  { label: "Deployments", value: (tier) => formatCount(tier.deployments) },
  { label: "Regions", value: (tier) => formatCount(tier.regions) },
  { label: "Backup", value: (tier) => formatBackup(tier.backup, tier.backupRetentionDays) },
];

export function TierTable({ tiers, caption }: { tiers: readonly PricingTier[]; caption: string }) {
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
              <TableCell key={tier.name} component="th" scope="col" sx={{ fontWeight: 600 }}>
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
                <TableCell key={tier.name}>{row.value(tier)}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
