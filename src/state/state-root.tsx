// The one Recoil root; every atom and selector lives in src/state/.
import type { ReactNode } from "react";
import { RecoilRoot } from "recoil";
import { readStoredValue } from "../session/token-storage";
import { useRestoreLoggedIn } from "./session";
import { useRestoreSettings } from "./settings";

const hasStoredSession = () => readStoredValue("accessToken") !== null;

function StoredStateRestore() {
  useRestoreSettings();
  useRestoreLoggedIn(hasStoredSession);
  return null;
}

export function StateRoot({ children }: { children: ReactNode }) {
  return (
    <RecoilRoot>
      <StoredStateRestore />
      {children}
    </RecoilRoot>
  );
}
