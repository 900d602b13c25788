// False in the server render and on the first client render, true after
// hydration: lets a control that needs JavaScript say so when it is off.
import { useEffect, useState } from "react";

export function useIsHydrated(): boolean {
  const [isHydrated, setIsHydrated] = useState(false);
  useEffect(() => setIsHydrated(true), []);
  return isHydrated;
}
