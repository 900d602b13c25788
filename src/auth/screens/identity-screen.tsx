// An auth screen: the card, behind the configuration check (a console that
// cannot reach its identity service says so instead of offering a form), with
// the identity client fetched in the background while the user types.
import { useEffect, type ReactNode } from "react";
import { ConfigGate } from "../../config/config-gate";
import { loadIdentityClient } from "../../identity/identity-client";
import { AuthCard } from "./auth-card";

export interface IdentityScreenProps {
  title: string;
  subtitle: string;
  children: ReactNode;
}

export function IdentityScreen({ title, subtitle, children }: IdentityScreenProps) {
  useEffect(() => {
    // A failed download is retried by the first call that needs the client.
    loadIdentityClient().catch(() => undefined);
  }, []);
  return (
    <ConfigGate>
      <AuthCard title={title} subtitle={subtitle}>
        {children}
      </AuthCard>
    </ConfigGate>
  );
}
