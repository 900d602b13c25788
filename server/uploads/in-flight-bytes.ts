// Bytes that uploads of a deferred length may be receiving right now, by
// project. The store counts such an upload by what has arrived, so while
// its PATCH runs, the most it may still receive counts as taken: two at once
// cannot each fill what remains of the project's bytes. This instance's own
// requests only (several instances: each holds the bound for its own).
export class InFlightBytes {
  private readonly byProject = new Map<string, Set<{ bytes: number }>>();

  /** Bytes held for the project's requests under way. */
  of(projectId: string): number {
    let total = 0;
    for (const hold of this.byProject.get(projectId) ?? []) total += hold.bytes;
    return total;
  }

  /** Holds `bytes` for the project until the returned function is called. */
  hold(projectId: string, bytes: number): () => void {
    const hold = { bytes };
    const holds = this.byProject.get(projectId) ?? new Set();
    holds.add(hold);
    this.byProject.set(projectId, holds);
    return () => {
      holds.delete(hold);
      if (holds.size === 0 && this.byProject.get(projectId) === holds) this.byProject.delete(projectId);
    };
  }
}
