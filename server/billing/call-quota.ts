// The monthly allowance of data-plane calls, held in memory so that the check
// on each call is a map lookup and an addition (data/http/call-allowance.ts).
//
// Each organisation's count is seeded from metering's rollups when its first
// call comes (or after it was idle), and reconciled every RECONCILE_MS for
// every organisation with calls: this instance's pending usage is flushed,
// then the month's count is read again for all of them in one query, and the
// calls admitted here since the flush began are added to it. So the count
// includes every other instance's calls up to their last flush
// (METERING_FLUSH_SECONDS): an organisation served by N instances can pass its
// allowance by at most about (N − 1) × its calls per second ×
// (METERING_FLUSH_SECONDS + RECONCILE_MS), plus the calls in flight; served by
// one instance, not at all. Tiers are read again with each reconciliation, and
// at once here after a plan change in this instance (tierChanged).
//
// The rule for the console: its data-plane calls on behalf of a signed-in
// member (a bearer token with X-Project-Id) count like any other. They are
// metered as calls and shown as such in Overview, Metrics and usage; a number
// the allowance counted differently would disagree with every page; and a
// member's token is as scriptable as a key, so leaving it out would be a way
// around the allowance. The control plane (/api, Billing among it) is never
// counted, so an organisation past its allowance can still change tier.
//
// A call refused here is not counted (nor metered): the count stays at the
// allowance until the month ends or the tier grows.
import type { FastifyBaseLogger } from "fastify";
import { eq } from "drizzle-orm";
import type { Tier } from "../../contract/pricing";
import type { Database } from "../db/client";
import { projects } from "../db/schema";
import type { CallAllowance } from "../data/http/call-allowance";
import { readTiersAt } from "./billing-account";
import { startOfMonth, startOfNextMonth } from "./billing-month";
import { countOrganisationCalls } from "./count-organisation-calls";
import { callsExhausted } from "./calls-exhausted";

export const RECONCILE_MS = 10_000;
/** An organisation without calls this long is forgotten (seeded again at its next call). */
const IDLE_MS = 10 * 60_000;

interface OrganisationCount {
  organisationId: string;
  tier: Tier;
  /** The month counted: its first instant and the next month's, ms. */
  monthStart: number;
  resetsAt: number;
  /** The month's calls in the store at the last reading. */
  stored: number;
  /** Calls admitted here since that reading's flush began. */
  local: number;
  lastCallAt: number;
}

export interface CallQuotaOptions {
  db: Database;
  log: FastifyBaseLogger;
  /** Writes this instance's pending usage (the data plane's recorder): reconciliation reads what it wrote. */
  flushUsage: () => Promise<void>;
  /** False with METERING=off: the store's count never grows, so the calls counted here are kept, not replaced. */
  isMetered: boolean;
  now?: () => number;
}

export class CallQuota implements CallAllowance {
  private readonly byOrganisation = new Map<string, OrganisationCount>();
  private readonly organisationOfProject = new Map<string, string>();
  private readonly seeding = new Map<string, Promise<void>>();
  private readonly timer: NodeJS.Timeout;
  private reconciling: Promise<void> | undefined;
  private readonly now: () => number;

  constructor(private readonly options: CallQuotaOptions) {
    this.now = options.now ?? Date.now;
    this.timer = setInterval(() => void this.reconcile(), RECONCILE_MS);
    this.timer.unref();
  }

  admit(projectId: string): Promise<void> | undefined {
    const organisationId = this.organisationOfProject.get(projectId);
    const count = organisationId === undefined ? undefined : this.byOrganisation.get(organisationId);
    const now = this.now();
    if (count === undefined || now >= count.resetsAt) return this.seedThenAdmit(projectId);
    this.take(count, now);
    return undefined;
  }

  /** The calls counted this month for an organisation this instance has seen; undefined otherwise. */
  countOf(organisationId: string): number | undefined {
    const count = this.byOrganisation.get(organisationId);
    return count && this.now() < count.resetsAt ? count.stored + count.local : undefined;
  }

  /** After a plan change here: the organisation's next call is held to its tier now in force (its count stays). */
  tierChanged(organisationId: string, tier: Tier): void {
    const count = this.byOrganisation.get(organisationId);
    if (count) count.tier = tier;
  }

  /** Reads every active organisation's count and tier again (every RECONCILE_MS; tests call it to skip the wait). */
  reconcile(): Promise<void> {
    this.reconciling ??= this.readAgain()
      .catch((error: unknown) => this.options.log.warn({ err: error }, "call allowance not reconciled; the counts in memory stand"))
      .finally(() => (this.reconciling = undefined));
    return this.reconciling;
  }

  close(): void {
    clearInterval(this.timer);
  }

  private take(count: OrganisationCount, now: number): void {
    if (count.stored + count.local >= count.tier.apiCalls) throw callsExhausted(count.tier, new Date(count.resetsAt), now);
    count.local += 1;
    count.lastCallAt = now;
  }

  private async seedThenAdmit(projectId: string): Promise<void> {
    let seeding = this.seeding.get(projectId);
    if (!seeding) {
      seeding = this.seed(projectId).finally(() => this.seeding.delete(projectId));
      this.seeding.set(projectId, seeding);
    }
    await seeding;
    const organisationId = this.organisationOfProject.get(projectId);
    const count = organisationId === undefined ? undefined : this.byOrganisation.get(organisationId);
    // A project gone since its key was read: the call goes on and fails where projects are looked up.
    if (count) this.take(count, this.now());
  }

  private async seed(projectId: string): Promise<void> {
    const { db } = this.options;
    let organisationId = this.organisationOfProject.get(projectId);
    if (organisationId === undefined) {
      const [project] = await db.select({ organisationId: projects.organisationId }).from(projects).where(eq(projects.id, projectId));
      if (!project) return;
      organisationId = project.organisationId;
      this.organisationOfProject.set(projectId, organisationId);
    }
    const existing = this.byOrganisation.get(organisationId);
    const now = this.now();
    if (existing && now < existing.resetsAt) return;
    const at = new Date(now);
    const monthStart = startOfMonth(at);
    const resetsAt = startOfNextMonth(at);
    const [tiers, calls] = await Promise.all([readTiersAt(db, [organisationId], at), countOrganisationCalls(db, [organisationId], monthStart, resetsAt)]);
    const tier = tiers.get(organisationId);
    if (!tier) return;
    this.byOrganisation.set(organisationId, {
      organisationId,
      tier,
      monthStart: monthStart.getTime(),
      resetsAt: resetsAt.getTime(),
      stored: calls.get(organisationId) ?? 0,
      local: 0,
      lastCallAt: now,
    });
  }

  private async readAgain(): Promise<void> {
    const now = this.now();
    for (const [id, count] of this.byOrganisation) {
      if (now - count.lastCallAt > IDLE_MS || now >= count.resetsAt) this.forget(id);
    }
    const counts = [...this.byOrganisation.values()];
    if (counts.length === 0) return;
    const ids = counts.map((count) => count.organisationId);
    const at = new Date(now);
    const tiers = await readTiersAt(this.options.db, ids, at);
    if (!this.options.isMetered) {
      for (const count of counts) count.tier = tiers.get(count.organisationId) ?? count.tier;
      return;
    }
    // Whatever a flush under way took was taken before this mark; the second flush takes everything admitted before it.
    await this.options.flushUsage();
    const marks = new Map(counts.map((count) => [count, count.local]));
    await this.options.flushUsage();
    const stored = await countOrganisationCalls(this.options.db, ids, startOfMonth(at), startOfNextMonth(at));
    for (const count of counts) {
      // Replaced (a new month) while this was read: the new count stands.
      if (this.byOrganisation.get(count.organisationId) !== count) continue;
      count.tier = tiers.get(count.organisationId) ?? count.tier;
      const sinceMark = count.local - (marks.get(count) ?? 0);
      // Never below what this instance counted itself: the store may lag, not lead.
      count.stored = Math.max(stored.get(count.organisationId) ?? 0, count.stored + (marks.get(count) ?? 0));
      count.local = sinceMark;
    }
  }

  private forget(organisationId: string): void {
    this.byOrganisation.delete(organisationId);
    for (const [projectId, owner] of this.organisationOfProject) if (owner === organisationId) this.organisationOfProject.delete(projectId);
  }
}

