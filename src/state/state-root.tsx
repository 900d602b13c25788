// The one Recoil root; every atom and selector lives in src/state/.
import type { ReactNode } from "react";
import { RecoilRoot } from "recoil";

export function StateRoot({ children }: { children: ReactNode }) {
  return <RecoilRoot>{children}</RecoilRoot>;
}
