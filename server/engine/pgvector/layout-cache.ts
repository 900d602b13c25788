// Collection layouts kept for searches, the hot path: a search then costs its
// query alone, not a read of the catalogue first. A layout is kept for two
// seconds, as the data plane keeps a project's collection names
// (collection-catalog.ts), and forgotten at once when this instance changes
// it; another instance's change shows within those two seconds, and a search
// that fails on a kept layout (a vector or the collection gone or added
// meanwhile) is run again on the layout as it is now, if that differs.
import type pg from "pg";
import { readLayout, type CollectionLayout } from "./collection-layout";

const KEEP_MS = 2_000;

export class LayoutCache {
  private readonly kept = new Map<string, { layout: CollectionLayout; until: number }>();

  constructor(private readonly pool: pg.Pool) {}

  /** `work` on the kept layout; when it fails, once more on the catalogue's layout if that differs (another instance changed it). */
  async with<T>(id: string, work: (layout: CollectionLayout) => Promise<T>): Promise<T> {
    const kept = this.kept.get(id);
    if (kept && kept.until > Date.now()) {
      try {
        return await work(kept.layout);
      } catch (error) {
        const now = await this.read(id);
        if (JSON.stringify(now) === JSON.stringify(kept.layout)) throw error;
        return work(now);
      }
    }
    return work(await this.read(id));
  }

  forget(id: string): void {
    this.kept.delete(id);
  }

  private async read(id: string): Promise<CollectionLayout> {
    this.kept.delete(id);
    const layout = await readLayout(this.pool, id);
    this.kept.set(id, { layout, until: Date.now() + KEEP_MS });
    return layout;
  }
}
