import { describe, expect, it } from 'vitest';
import { Admission } from '../../server/booking/service/admission.ts';

/** A step that starts, then ends when told to. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('Admission', () => {
  it('runs no more steps at once than it has slots, and the waiting ones in turn, confirmations first', async () => {
    const admission = new Admission(2);
    const started: string[] = [];
    const gates = new Map<string, ReturnType<typeof gate>>();
    const step = (name: string, priority: 'finish' | 'start') => {
      const done = gate();
      gates.set(name, done);
      return admission.run(priority, async () => {
        started.push(name);
        await done.opened;
        return name;
      });
    };
    const results = [step('a', 'start'), step('b', 'start'), step('c', 'start'), step('d', 'start'), step('e', 'finish')];
    await tick();
    expect(started).toEqual(['a', 'b']);
    gates.get('a')!.open();
    await tick();
    // The confirmation came last but goes before the offers chosen earlier.
    expect(started).toEqual(['a', 'b', 'e']);
    gates.get('b')!.open();
    await tick();
    expect(started).toEqual(['a', 'b', 'e', 'c']);
    for (const name of ['c', 'd', 'e']) gates.get(name)!.open();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(started).toEqual(['a', 'b', 'e', 'c', 'd']);
  });

  it('lets the slot go while a step waits aside, and frees it when a step fails', async () => {
    const admission = new Admission(1);
    const outside = gate();
    const order: string[] = [];
    const waiting = admission.run('finish', async (aside) => {
      order.push('first in');
      await aside(() => outside.opened);
      order.push('first back');
    });
    const failing = admission.run('start', async () => {
      order.push('second');
      throw new Error('refused');
    });
    await expect(failing).rejects.toThrow('refused');
    const third = admission.run('start', async () => {
      order.push('third');
    });
    await third;
    outside.open();
    await waiting;
    expect(order).toEqual(['first in', 'second', 'third', 'first back']);
  });
});
