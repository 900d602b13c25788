// The Account tab: who is signed in, read from the stored session after
// mount (there is no storage during server render).
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useStoredValue } from "../../auth/use-stored-value";

export function AccountDetails() {
  const email = useStoredValue("email");
  return (
    <Box component="section" aria-labelledby="account-details-title" sx={{ display: "grid", gap: 2, maxWidth: "40rem" }}>
      <Typography id="account-details-title" variant="h6" component="h2">
        Account
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        <Typography component="dt" variant="body2" sx={{ color: "text.secondary" }}>
          Email
        </Typography>
        <Typography component="dd" variant="body1" sx={{ m: 0 }}>
          {email ?? "No e-mail address is stored for this session."}
        </Typography>
      </Box>
      <Alert severity="info" role="note">Editing your profile comes with the identity service in the next release.</Alert>
    </Box>
  );
}
