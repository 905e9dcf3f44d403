import { describe, expect, it } from 'vitest';
import type { ShareRefusedError } from './fair-shares';
import { FairShares } from './fair-shares';

const later = () => {
  let done!: () => void;
  const promise = new Promise<void>((resolve) => (done = resolve));
  return { promise, done };
};
const soon = () => Date.now() + 5_000;
const refusal = (reason: 'busy' | 'timeout') =>
  expect.objectContaining({ reason }) as ShareRefusedError;

describe('fair shares', () => {
  it('runs up to the concurrency, queues the next, refuses past the queue', async () => {
    const shares = new FairShares({ concurrency: 2, queue: 1, perClient: 9 });
    const a = later();
    const b = later();
    const started: string[] = [];
    const first = shares.run('x', soon(), async () => (started.push('a'), a.promise));
    const second = shares.run('y', soon(), async () => (started.push('b'), b.promise));
    const third = shares.run('z', soon(), async () => void started.push('c'));
    await expect(shares.run('w', soon(), async () => undefined)).rejects.toEqual(refusal('busy'));
    expect(started).toEqual(['a', 'b']);
    a.done();
    await first;
    await third;
    expect(started).toEqual(['a', 'b', 'c']);
    b.done();
    await second;
    expect(shares.load).toEqual({ running: 0, waiting: 0 });
  });

  it('holds one client to its share, running and waiting together', async () => {
    const shares = new FairShares({ concurrency: 1, queue: 10, perClient: 2 });
    const a = later();
    const running = shares.run('greedy', soon(), () => a.promise);
    const waiting = shares.run('greedy', soon(), async () => undefined);
    await expect(shares.run('greedy', soon(), async () => undefined)).rejects.toEqual(
      refusal('busy'),
    );
    a.done();
    await Promise.all([running, waiting]);
  });

  it('gives a freed place to the client running the fewest, not the oldest waiter', async () => {
    const shares = new FairShares({ concurrency: 2, queue: 10, perClient: 5 });
    const gates = [later(), later()];
    const order: string[] = [];
    const greedy = [0, 1].map((i) => shares.run('greedy', soon(), () => gates[i]!.promise));
    const queued = [
      shares.run('greedy', soon(), async () => void order.push('greedy')),
      shares.run('polite', soon(), async () => void order.push('polite')),
    ];
    gates[0]!.done();
    gates[1]!.done();
    await Promise.all([...greedy, ...queued]);
    expect(order).toEqual(['polite', 'greedy']);
  });

  it('among clients running none, serves the one that asked the least lately first', async () => {
    const shares = new FairShares({ concurrency: 1, queue: 10, perClient: 5 });
    // Two clients have been printing all along; a third asks for the first time.
    for (const client of ['a', 'b', 'a', 'b', 'a'])
      await shares.run(client, soon(), async () => undefined);
    const gate = later();
    const running = shares.run('c-busy', soon(), () => gate.promise);
    const order: string[] = [];
    const queued = ['a', 'b', 'newcomer'].map((client) =>
      shares.run(client, soon(), async () => void order.push(client)),
    );
    gate.done();
    await Promise.all([running, ...queued]);
    // The newcomer waited last and went first; then b (asked three times) before a (four).
    expect(order).toEqual(['newcomer', 'b', 'a']);
  });

  it('makes room in a full queue for a client holding less, refusing the greediest newest', async () => {
    const shares = new FairShares({ concurrency: 1, queue: 2, perClient: 3 });
    const gate = later();
    const running = shares.run('greedy', soon(), () => gate.promise);
    const older = shares.run('greedy', soon(), async () => 'older');
    const newer = shares.run('greedy', soon(), async () => 'newer');
    const polite = shares.run('polite', soon(), async () => 'polite');
    await expect(newer).rejects.toEqual(refusal('busy'));
    // The greedy client still holds two (one running): a third client takes its last place.
    const third = shares.run('third', soon(), async () => 'third');
    await expect(older).rejects.toEqual(refusal('busy'));
    // Each holds one now: nobody is displaced for a fourth.
    await expect(shares.run('fourth', soon(), async () => 'fourth')).rejects.toEqual(
      refusal('busy'),
    );
    gate.done();
    await running;
    await expect(polite).resolves.toBe('polite');
    await expect(third).resolves.toBe('third');
  });

  it('gives up waiting at the deadline or when the caller goes', async () => {
    const shares = new FairShares({ concurrency: 1, queue: 3, perClient: 3 });
    const gate = later();
    const first = shares.run('x', soon(), () => gate.promise);
    await expect(shares.run('y', Date.now() + 20, async () => undefined)).rejects.toEqual(
      refusal('timeout'),
    );
    const gone = new AbortController();
    const leaving = shares.run('z', soon(), async () => undefined, gone.signal);
    gone.abort();
    await expect(leaving).rejects.toEqual(refusal('timeout'));
    expect(shares.load).toEqual({ running: 1, waiting: 0 });
    gate.done();
    await first;
    await shares.run('y', soon(), async () => undefined);
  });

  it('gives the place back when the work fails, once however often released', async () => {
    const shares = new FairShares({ concurrency: 1, queue: 0, perClient: 1 });
    await expect(
      shares.run('x', soon(), async () => {
        throw new Error('broken');
      }),
    ).rejects.toThrow('broken');
    const release = await shares.acquire('x', soon());
    release();
    release();
    expect(shares.load).toEqual({ running: 0, waiting: 0 });
    await shares.run('x', soon(), async () => undefined);
  });
});
