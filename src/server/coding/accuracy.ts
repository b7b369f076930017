export type CodingPhaseName = 'find it' | 'fix it';

/**
 * First-try accuracy of the coding challenges, as upstream measures it: per challenge and phase,
 * the attempts until the first right answer; a phase solved at the n-th attempt scores 1/n.
 * Attempts after the right answer do not count.
 */
export class CodingAccuracy {
  private readonly records = new Map<string, Record<CodingPhaseName, { solved: boolean; attempts: number }>>();

  record(key: string, phase: CodingPhaseName, right: boolean) {
    let r = this.records.get(key);
    if (!r) {
      r = { 'find it': { solved: false, attempts: 0 }, 'fix it': { solved: false, attempts: 0 } };
      this.records.set(key, r);
    }
    if (r[phase].solved) return;
    r[phase].attempts += 1;
    r[phase].solved = right;
  }

  /** wrong answers so far in a phase of one challenge */
  attempts(key: string, phase: CodingPhaseName) {
    return this.records.get(key)?.[phase].attempts ?? 0;
  }

  /** the mean accuracy over the challenges solved in this phase; 0 while none is */
  total(phase: CodingPhaseName) {
    const solved = [...this.records.values()].map((r) => r[phase]).filter((p) => p.solved);
    return solved.length ? solved.reduce((sum, p) => sum + 1 / p.attempts, 0) / solved.length : 0;
  }
}
