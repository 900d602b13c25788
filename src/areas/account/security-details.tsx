// The Security tab: says what it will manage instead of offering controls
// that cannot work before the identity service exists.
import { EmptyState } from "../../components/empty-state";

export function SecurityDetails() {
  return (
    <EmptyState
      icon="tabler:shield-lock"
      title="Security settings are not available yet"
      description="Changing your password, multi-factor authentication and your remembered devices will be managed here when the identity service arrives with the next release."
    />
  );
}
