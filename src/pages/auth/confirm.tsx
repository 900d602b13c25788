// /auth/confirm: the confirmation-code step for an account whose e-mail was
// never confirmed (login sends such users here with ?email=).
import type { HeadFC } from "gatsby";
import Box from "@mui/material/Box";
import { AuthLink } from "../../auth/screens/auth-link";
import { ConfirmSignUpForm } from "../../auth/screens/confirm-sign-up-form";
import { IdentityScreen } from "../../auth/screens/identity-screen";
import { useIsHydrated } from "../../components/use-is-hydrated";

function emailFrom(search: string): string | null {
  const email = new URLSearchParams(search).get("email")?.trim();
  return email ? email : null;
}

export default function ConfirmPage({ location }: { location: { search: string } }) {
  // The server renders without a query: hydrate as it did, then use the address.
  const search = useIsHydrated() ? location.search : "";
  return (
    <IdentityScreen title="Confirm your e-mail" subtitle="Enter the code we sent you to activate your account.">
      <ConfirmSignUpForm key={search} email={emailFrom(search)} />
      <Box sx={{ textAlign: "center" }}>
        <AuthLink to="/auth/login">Back to login</AuthLink>
      </Box>
    </IdentityScreen>
  );
}

export const Head: HeadFC = () => <title>Confirm your e-mail | Vector Database Cloud</title>;
