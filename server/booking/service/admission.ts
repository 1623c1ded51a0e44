/** Which online booking steps go first: confirmations (finish) before newly chosen offers (start). */
export type StepPriority = 'finish' | 'start';

/** Lets the slot go while `wait` runs (a supplier's answer, a pause between polls), then takes one back. */
export type Aside = <R>(wait: () => Promise<R>) => Promise<R>;

/**
 * How many online booking steps run at once in this process; the others wait their turn, confirmations before newly
 * chosen offers. Without it, a burst of bookers (the last rooms of an allotment going on sale) interleaves every
 * request's statements on the same few connections: each request then lasts as long as the whole burst, and the
 * rooms are long gone before any attempt learns it. In turn, the first bookers finish in milliseconds, and those who
 * come after them see at once, while choosing, that the rooms are sold out.
 */
export class Admission {
  private running = 0;
  private readonly waiting: Record<StepPriority, (() => void)[]> = { finish: [], start: [] };

  constructor(private readonly slots: number) {}

  async run<T>(priority: StepPriority, step: (aside: Aside) => Promise<T>): Promise<T> {
    await this.acquire(priority);
    const aside: Aside = async (wait) => {
      this.release();
      try {
        return await wait();
      } finally {
        await this.acquire('finish');
      }
    };
    try {
      return await step(aside);
    } finally {
      this.release();
    }
  }

  private acquire(priority: StepPriority): Promise<void> {
    if (this.running < this.slots) {
      this.running++;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting[priority].push(resolve));
  }

  /** The slot goes to the first step waiting, a confirmation first; else it is free. */
  private release() {
    const next = this.waiting.finish.shift() ?? this.waiting.start.shift();
    if (next) next();
    else this.running--;
  }
}
