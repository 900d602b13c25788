// Given and family name, side by side on a wide screen: sign-up and the
// profile ask for both, and refuse either left empty before asking the
// identity service (which would store an empty name).
import Box from "@mui/material/Box";
import { TextInput } from "../../components/text-input";
import type { IdentityFieldErrors } from "../../identity/describe-identity-error";
import { NAME_REQUIRED } from "../../identity/name-required";

export interface PersonName {
  givenName: string;
  familyName: string;
}

/** The input names, for reading a submitted form and focusing a refused field. */
export const NAME_INPUTS = { givenName: "given_name", familyName: "family_name" } as const;

/** A message for each name left empty (after trimming); none when both are there. */
export function findMissingNames({ givenName, familyName }: PersonName): IdentityFieldErrors {
  const missing: IdentityFieldErrors = {};
  if (givenName === "") missing.givenName = NAME_REQUIRED.givenName;
  if (familyName === "") missing.familyName = NAME_REQUIRED.familyName;
  return missing;
}

/** Moves the focus to the first refused name, so that the user lands where to type. */
export function focusFirstMissingName(form: HTMLFormElement, missing: IdentityFieldErrors): void {
  const first = missing.givenName !== undefined ? NAME_INPUTS.givenName : missing.familyName !== undefined ? NAME_INPUTS.familyName : null;
  const input = first === null ? null : form.elements.namedItem(first);
  if (input instanceof HTMLElement) input.focus();
}

export interface PersonNameFieldsProps {
  defaults?: PersonName;
  errors: IdentityFieldErrors;
}

export function PersonNameFields({ defaults, errors }: PersonNameFieldsProps) {
  return (
    <Box sx={{ display: "grid", gap: 2.5, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
      <TextInput
        label="Given name"
        name={NAME_INPUTS.givenName}
        autoComplete="given-name"
        defaultValue={defaults?.givenName}
        required
        error={errors.givenName !== undefined}
        helperText={errors.givenName}
        fullWidth
      />
      <TextInput
        label="Family name"
        name={NAME_INPUTS.familyName}
        autoComplete="family-name"
        defaultValue={defaults?.familyName}
        required
        error={errors.familyName !== undefined}
        helperText={errors.familyName}
        fullWidth
      />
    </Box>
  );
}
