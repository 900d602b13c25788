// Toasts (SPEC.md section 9): 4000 ms for blank and error, 2000 ms for success,
// loading until dismissed. At most 20 are kept: react-hot-toast 2.6.1 caps its
// store at TOAST_LIMIT = 20 (node_modules/react-hot-toast/src/core/store.ts).
import { Toaster } from "react-hot-toast";
import { useSettings } from "../state/settings";

const TOAST_OPTIONS = { duration: 4000, success: { duration: 2000 }, loading: { duration: Infinity } };

export function AppToaster() {
  const { settings } = useSettings();
  return <Toaster position={settings.toastPosition} toastOptions={TOAST_OPTIONS} />;
}
