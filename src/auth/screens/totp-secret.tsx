// The secret of a new authenticator-app enrolment: a QR code of the setup link
// to scan, and the key and the link themselves, readable and copyable, for
// those who cannot scan.
import { lazy, Suspense } from "react";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import toast from "react-hot-toast";
import { Icon } from "../../icons/icon";
import { groupSecret, totpUri } from "../totp-uri";
import type { TotpQrCodeProps } from "./totp-qr-code";

// Pixels: large enough for a phone camera at arm's length.
const TOTP_QR_SIZE = 176;

function QrCodeUnavailable(_props: TotpQrCodeProps) {
  return (
    <Typography variant="body2" sx={{ color: "text.secondary" }}>
      The QR code could not be loaded. Add the setup key below to your app instead.
    </Typography>
  );
}

// Its own chunk, fetched when a setup begins; a failed download leaves the key and the link.
const TotpQrCode = lazy(() => import(/* webpackChunkName: "totp-qr-code" */ "./totp-qr-code").catch(() => ({ default: QrCodeUnavailable })));

function QrCodePlaceholder() {
  return <Box sx={{ width: TOTP_QR_SIZE, height: TOTP_QR_SIZE, bgcolor: "action.hover", borderRadius: 1 }} />;
}

async function copy(text: string, what: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(`${what} copied`);
  } catch {
    toast.error(`Could not copy the ${what.toLowerCase()}; select it and copy it by hand.`);
  }
}

function CopyableValue({ label, value, display, copyLabel }: { label: string; value: string; display: string; copyLabel: string }) {
  return (
    <Box>
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        {label}
      </Typography>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
        <Typography component="code" sx={{ fontFamily: "monospace", wordBreak: "break-all", flex: 1 }}>
          {display}
        </Typography>
        {/* title, not MUI's Tooltip: the login page carries this, and Tooltip brings Popper into its first load. */}
        <IconButton aria-label={copyLabel} title={copyLabel} onClick={() => void copy(value, label)}>
          <Icon icon="tabler:copy" />
        </IconButton>
      </Box>
    </Box>
  );
}

export function TotpSecret({ secret, account }: { secret: string; account: string }) {
  const uri = totpUri(secret, account);
  return (
    <Box sx={{ display: "grid", gap: 1.5 }}>
      <Typography variant="body2">
        Scan this QR code with your authenticator app, or add the setup key below to it by hand (or paste the setup link into it). Then enter the
        6-digit code it shows.
      </Typography>
      <Suspense fallback={<QrCodePlaceholder />}>
        <TotpQrCode uri={uri} size={TOTP_QR_SIZE} label={`QR code of the authenticator setup link for ${account}`} />
      </Suspense>
      <CopyableValue label="Setup key" value={secret} display={groupSecret(secret)} copyLabel="Copy setup key" />
      <CopyableValue label="Setup link" value={uri} display={uri} copyLabel="Copy setup link" />
    </Box>
  );
}
