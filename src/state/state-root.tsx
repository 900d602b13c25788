// The one Recoil root; every atom and selector lives in src/state/.
import type { ReactNode } from "react";
import { RecoilRoot } from "recoil";
import { useRestoreSettings } from "./settings";

function SettingsRestore() {
  useRestoreSettings();
  return null;
}

export function StateRoot({ children }: { children: ReactNode }) {
  return (
    <RecoilRoot>
      <SettingsRestore />
      {children}
    </RecoilRoot>
  );
}
