// What an authenticator app needs: the secret, shown in groups of four for
// typing by hand, and the otpauth:// URI that apps read (Google Authenticator's
// Key Uri Format), which the setup screen shows as text and as a QR code.
export const TOTP_ISSUER = "Vector Database Cloud";

export function groupSecret(secret: string): string {
  return (secret.replace(/\s+/g, "").match(/.{1,4}/g) ?? []).join(" ");
}

export function totpUri(secret: string, account: string): string {
  const label = encodeURIComponent(`${TOTP_ISSUER}:${account}`);
  return `otpauth://totp/${label}?secret=${encodeURIComponent(secret)}&issuer=${encodeURIComponent(TOTP_ISSUER)}&algorithm=SHA1&digits=6&period=30`;
}
