// What the data plane asks before it serves a call: whether the project's
// organisation has calls left this month. The answer is the billing part's
// (server/billing/call-quota.ts, counters in memory): nothing to wait for on
// the usual call, a promise when an organisation's count is first read, and an
// error (Qdrant's 429) past the allowance. A call refused here is not metered:
// it did no work and uses none of the allowance.
export interface CallAllowance {
  admit(projectId: string): Promise<void> | undefined;
}
