// The otpauth:// setup link as a QR code for an authenticator app's camera,
// drawn in the browser (nothing leaves it). Loaded on demand by totp-secret.tsx,
// so qrcode.react is in no page's first load. Dark on white in both colour
// modes, with the quiet zone scanners need.
import Box from "@mui/material/Box";
import { QRCodeSVG } from "qrcode.react";

export interface TotpQrCodeProps {
  uri: string;
  size: number;
  label: string;
}

export default function TotpQrCode({ uri, size, label }: TotpQrCodeProps) {
  return (
    <Box sx={{ display: "inline-flex", borderRadius: 1, overflow: "hidden", border: 1, borderColor: "divider" }}>
      <QRCodeSVG value={uri} size={size} level="M" marginSize={4} bgColor="#FFFFFF" fgColor="#000000" role="img" aria-label={label} title={label} />
    </Box>
  );
}
