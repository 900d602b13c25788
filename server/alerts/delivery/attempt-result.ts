// What one attempt at a delivery came to: the receiver's HTTP status when it
// answered (webhooks), and why it failed otherwise, in words for the
// channel's log (never the secret, never anything the receiver answered).
export type AttemptResult = { isDelivered: true; status: number | null } | { isDelivered: false; status: number | null; error: string };

