// Where the console shows a rule: the bell's link (a path) and the absolute
// address in e-mails and webhook payloads.
export function ruleHref(ruleId: string): string {
  return `/alerting?rule=${ruleId}`;
}

export function alertingUrl(publicUrl: string, ruleId: string | null): string {
  return ruleId === null ? `${publicUrl}/alerting` : `${publicUrl}${ruleHref(ruleId)}`;
}
