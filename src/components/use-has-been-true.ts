// True from the first render where value is true on: a dialog that loads with
// its own chunk mounts when first opened and stays mounted to animate closing.
import { useState } from "react";

export function useHasBeenTrue(value: boolean): boolean {
  const [hasBeenTrue, setHasBeenTrue] = useState(value);
  if (value && !hasBeenTrue) setHasBeenTrue(true);
  return hasBeenTrue || value;
}
