// An invoice as a PDF, made with PDFKit: the most used PDF writer for Node
// (streams its output, embeds fonts, draws text and lines and no more, which is
// all an invoice needs; pdf-lib has not been released since 2021, pdfmake is
// PDFKit with a layout language on top). The text is in Inter, the console's
// own font, from the @fontsource files the console already ships (nothing
// downloaded); its Latin subset covers Western European names, and a
// character beyond it prints as a blank (the closing note of issue 27 says so).
import PDFDocument from "pdfkit";
import type { Invoice } from "../../contract/invoices";
import { dayWords, monthWords } from "./invoice-month";

const FONT = { regular: "@fontsource/inter/files/inter-latin-400-normal.woff", bold: "@fontsource/inter/files/inter-latin-600-normal.woff" };
const MARGIN = 56;
const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const quantities = new Intl.NumberFormat("en-US", { maximumFractionDigits: 4 });

const dollars = (cents: number) => money.format(cents / 100);
const STATUS_WORDS: Readonly<Record<Invoice["status"], string>> = { draft: "Draft", issued: "Issued", paid: "Paid", void: "Void" };

/** The PDF as a stream of its bytes. */
export function invoicePdf(invoice: Invoice): PDFKit.PDFDocument {
  const doc = new PDFDocument({ size: "A4", margin: MARGIN, info: { Title: `Invoice ${invoice.number}`, Author: "Vector Database Cloud" } });
  doc.registerFont("regular", require.resolve(FONT.regular));
  doc.registerFont("bold", require.resolve(FONT.bold));
  const width = doc.page.width - 2 * MARGIN;

  doc.font("bold").fontSize(20).text(`Invoice ${invoice.number}`);
  doc.font("regular").fontSize(10).fillColor("#555555").text(`${STATUS_WORDS[invoice.status]} · ${monthWords(invoice.month)}`).fillColor("#000000").moveDown();

  const dates = [
    ["Period", `${dayWords(new Date(invoice.periodStart))} to ${dayWords(new Date(new Date(invoice.periodEnd).getTime() - 1))}`],
    ["Issued", invoice.issuedAt ? dayWords(new Date(invoice.issuedAt)) : "Not yet"],
    ["Due", invoice.dueAt ? dayWords(new Date(invoice.dueAt)) : "When issued"],
    ...(invoice.paidAt ? [["Paid", `${dayWords(new Date(invoice.paidAt))} (${invoice.paymentReference ?? ""})`]] : []),
  ];
  for (const [label, value] of dates) doc.font("bold").text(`${label}: `, { continued: true }).font("regular").text(value ?? "");
  doc.moveDown();

  const { billTo } = invoice;
  doc.font("bold").text("From").font("regular").text("Vector Database Cloud").moveDown(0.5);
  doc.font("bold").text("Bill to").font("regular").text(billTo.companyName ?? billTo.organisationName);
  for (const line of [billTo.companyName ? billTo.organisationName : null, billTo.address, billTo.country, billTo.taxId ? `Tax ID ${billTo.taxId}` : null, billTo.billingEmail]) {
    if (line) doc.text(line);
  }
  doc.moveDown();

  const columns = [
    { label: "Description", x: MARGIN, width: width * 0.52, align: "left" as const },
    { label: "Quantity", x: MARGIN + width * 0.52, width: width * 0.14, align: "right" as const },
    { label: "Unit price", x: MARGIN + width * 0.66, width: width * 0.17, align: "right" as const },
    { label: "Amount", x: MARGIN + width * 0.83, width: width * 0.17, align: "right" as const },
  ];
  const row = (cells: readonly string[], font: "regular" | "bold") => {
    const top = doc.y;
    doc.font(font);
    const heights = cells.map((cell, index) => {
      const column = columns[index] ?? columns[0]!;
      doc.text(cell, column.x, top, { width: column.width - 6, align: column.align });
      return doc.y - top;
    });
    doc.x = MARGIN;
    doc.y = top + Math.max(...heights) + 4;
  };
  row(columns.map((column) => column.label), "bold");
  doc.moveTo(MARGIN, doc.y).lineTo(MARGIN + width, doc.y).strokeColor("#cccccc").stroke();
  doc.y += 4;
  for (const line of invoice.lines) row([line.description, quantities.format(line.quantity), dollars(line.unitPriceCents), dollars(line.amountCents)], "regular");
  doc.moveTo(MARGIN, doc.y).lineTo(MARGIN + width, doc.y).stroke();
  doc.y += 6;

  const totals = [
    ["Subtotal", dollars(invoice.subtotalCents)],
    [`Tax (${invoice.taxRateBasisPoints / 100} %)`, dollars(invoice.taxCents)],
    ["Total", dollars(invoice.totalCents)],
  ];
  for (const [label, value] of totals) {
    const top = doc.y;
    doc.font(label === "Total" ? "bold" : "regular");
    doc.text(label ?? "", MARGIN + width * 0.5, top, { width: width * 0.33, align: "right" });
    doc.text(value ?? "", MARGIN + width * 0.83, top, { width: width * 0.17 - 6, align: "right" });
  }
  doc.x = MARGIN;
  doc.moveDown(2).font("regular").fontSize(9).fillColor("#555555");
  doc.text(invoice.status === "void" ? "This invoice was voided and is not payable." : "Amounts in US dollars. Questions about this invoice: see Billing in the console, or the Help Center.", MARGIN, doc.y, { width });
  doc.end();
  return doc;
}
