// The one submit button of an auth or account form: while its action runs it
// is disabled and shows progress, so a second click cannot send it twice. It
// is also disabled until the page has hydrated: before that a submit would be
// the browser's own GET, putting the typed password into the URL (with the
// default button disabled, Enter in a field submits nothing either).
import type { ReactNode } from "react";
import Button, { type ButtonProps } from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import { useIsHydrated } from "../../components/use-is-hydrated";

export interface SubmitButtonProps {
  busy: boolean;
  children: ReactNode;
  fullWidth?: boolean;
  size?: ButtonProps["size"];
  color?: ButtonProps["color"];
  disabled?: boolean;
}

export function SubmitButton({ busy, children, fullWidth = true, size = "large", color, disabled = false }: SubmitButtonProps) {
  const isHydrated = useIsHydrated();
  return (
    <Button
      type="submit"
      variant="contained"
      size={size}
      color={color}
      fullWidth={fullWidth}
      disabled={busy || disabled || !isHydrated}
      aria-busy={busy}
      startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
    >
      {children}
    </Button>
  );
}
