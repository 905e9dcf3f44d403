import { describe, expect, it } from 'vitest';
import { PrintBusyError, PrintSlots, PrintTimeoutError } from './print-slots';

const later = () => {
  let done!: () => void;
  const promise = new Promise<void>((resolve) => (done = resolve));
  return { promise, done };
};

describe('print slots', () => {
  it('runs two at once, queues the next, refuses past the queue', async () => {
    const slots = new PrintSlots(2, 1);
    const deadline = Date.now() + 5000;
    const a = later();
    const b = later();
    const started: string[] = [];
    const first = slots.run(deadline, async () => (started.push('a'), a.promise));
    const second = slots.run(deadline, async () => (started.push('b'), b.promise));
    const third = slots.run(deadline, async () => void started.push('c'));
    await expect(slots.run(deadline, async () => undefined)).rejects.toBeInstanceOf(PrintBusyError);
    await Promise.resolve();
    expect(started).toEqual(['a', 'b']);
    a.done();
    await first;
    await third;
    expect(started).toEqual(['a', 'b', 'c']);
    b.done();
    await second;
    // All slots free again: a new print starts at once.
    await slots.run(deadline, async () => void started.push('d'));
    expect(started).toEqual(['a', 'b', 'c', 'd']);
  });

  it('gives up waiting at the deadline', async () => {
    const slots = new PrintSlots(1, 3);
    const a = later();
    const first = slots.run(Date.now() + 5000, () => a.promise);
    await expect(slots.run(Date.now() + 20, async () => undefined)).rejects.toBeInstanceOf(
      PrintTimeoutError,
    );
    a.done();
    await first;
    await slots.run(Date.now() + 1000, async () => undefined);
  });
});
