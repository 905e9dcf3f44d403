import { describe, expect, it } from 'vitest';
import { DatabaseCheck } from './database-check';

/** A ping whose answers the test gives, counting the checks. */
function pings() {
  const pending: ((ok: boolean) => void)[] = [];
  return {
    pending,
    ping: () => new Promise<boolean>((resolve) => pending.push(resolve)),
  };
}

describe('the database check health reports', () => {
  it('reuses a success for a second, then answers with it while checking anew', async () => {
    const p = pings();
    const check = new DatabaseCheck(p.ping);
    const first = check.reachable(Date.now());
    p.pending.shift()!(true);
    expect(await first).toBe(true);
    // Fresh: no new check.
    expect(await check.reachable(Date.now() + 500)).toBe(true);
    expect(p.pending).toHaveLength(0);
    // Stale: answered at once with the last success; one check runs for all askers.
    expect(await check.reachable(Date.now() + 2_000)).toBe(true);
    expect(await check.reachable(Date.now() + 2_100)).toBe(true);
    expect(p.pending).toHaveLength(1);
    p.pending.shift()!(true);
  });

  it('never reuses a failure, and waits for the check past five seconds', async () => {
    const p = pings();
    const check = new DatabaseCheck(p.ping);
    const down = check.reachable();
    p.pending.shift()!(false);
    expect(await down).toBe(false);
    // The next request checks again and waits for it: the database came back.
    const back = check.reachable();
    expect(p.pending).toHaveLength(1);
    p.pending.shift()!(true);
    expect(await back).toBe(true);
    // A success over five seconds old is not answered with: the check is awaited.
    const late = check.reachable(Date.now() + 6_000);
    p.pending.shift()!(false);
    expect(await late).toBe(false);
  });
});
