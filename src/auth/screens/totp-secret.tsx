// The secret of a new authenticator-app enrolment, readable and copyable.
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import toast from "react-hot-toast";
import { Icon } from "../../icons/icon";
import { groupSecret, totpUri } from "../totp-uri";

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
  return (
    <Box sx={{ display: "grid", gap: 1.5 }}>
      <Typography variant="body2">
        Add this key to your authenticator app (for example by pasting the setup link into it), then enter the 6-digit code it shows.
      </Typography>
      <CopyableValue label="Setup key" value={secret} display={groupSecret(secret)} copyLabel="Copy setup key" />
      <CopyableValue label="Setup link" value={totpUri(secret, account)} display={totpUri(secret, account)} copyLabel="Copy setup link" />
    </Box>
  );
}
