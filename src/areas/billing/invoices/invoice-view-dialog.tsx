// One invoice's lines and totals, as its PDF has them.
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import type { Invoice } from "../../../../contract/invoices";
import { formatCents } from "../../../components/format-price";
import { dueLabel, monthLabel, STATUS_LABELS } from "./invoice-words";

const quantities = new Intl.NumberFormat("en-US", { maximumFractionDigits: 4 });

export function InvoiceViewDialog({ invoice, onDownload, onClose }: { invoice: Invoice; onDownload: () => void; onClose: () => void }) {
  const { billTo } = invoice;
  const totals: [string, number][] = [
    ["Subtotal", invoice.subtotalCents],
    [`Tax (${invoice.taxRateBasisPoints / 100} %)`, invoice.taxCents],
    ["Total", invoice.totalCents],
  ];
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="invoice-view-title">
      <DialogTitle id="invoice-view-title">
        Invoice {invoice.number}
        <Typography variant="body2" component="span" sx={{ display: "block", color: "text.secondary" }}>
          {STATUS_LABELS[invoice.status]} · {monthLabel(invoice.month)} · due {dueLabel(invoice)}
        </Typography>
      </DialogTitle>
      <DialogContent sx={{ display: "grid", gap: 2 }}>
        <Typography variant="body2">
          Bill to: {[billTo.companyName ?? billTo.organisationName, billTo.address, billTo.country, billTo.taxId ? `Tax ID ${billTo.taxId}` : null].filter(Boolean).join(", ")}
        </Typography>
        <Table size="small" aria-label={`Lines of ${invoice.number}`}>
          <TableHead>
            <TableRow>
              <TableCell>Description</TableCell>
              <TableCell align="right">Quantity</TableCell>
              <TableCell align="right">Unit price</TableCell>
              <TableCell align="right">Amount</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {invoice.lines.map((line) => (
              <TableRow key={line.description}>
                <TableCell>{line.description}</TableCell>
                <TableCell align="right">{quantities.format(line.quantity)}</TableCell>
                <TableCell align="right">{formatCents(line.unitPriceCents)}</TableCell>
                <TableCell align="right">{formatCents(line.amountCents)}</TableCell>
              </TableRow>
            ))}
            {totals.map(([label, cents]) => (
              <TableRow key={label}>
                <TableCell colSpan={3} align="right" sx={{ fontWeight: label === "Total" ? 600 : undefined }}>
                  {label}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: label === "Total" ? 600 : undefined }}>
                  {formatCents(cents)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onDownload}>Download PDF</Button>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
