import pg from 'pg';

/**
 * The channels the triggers notify (migrations 0007 and 0008). Fixed up front: every pooled
 * connection listens to all of them from its first statement, whenever a handler registers.
 */
export const NOTICE_CHANNELS = ['data_version', 'sessions_changed'] as const;

type ConnectCallback = Parameters<pg.Client['connect']>[0] & {};

const LISTEN_ALL = NOTICE_CHANNELS.map((channel) => `LISTEN ${channel};`).join(' ');

/** While the listener is down, caches are told to forget this often (bounded staleness). */
const DEGRADED_FLUSH_MS = 1_000;

/**
 * NOTIFY on a PostgreSQL server, with PGlite's promise: a write made by this process has
 * told every handler before the write's promise resolves. Two paths:
 *
 * - Every pooled connection LISTENs. PostgreSQL (15+) delivers a session's own notices after
 *   its commit and before ReadyForQuery, and node-postgres resolves a query at ReadyForQuery,
 *   so this process's writes reach the handlers first.
 * - One dedicated connection LISTENs for other processes' writes (importers, `npm run data`,
 *   `npm run user`), delivered a moment after their commit. If it drops, every handler is told
 *   at once and then every second until it is back, so nothing is kept longer than that.
 */
export class PgNotices {
  private readonly handlers = new Map<string, Set<() => void>>();
  private listener: pg.Client | null = null;
  private degradedTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(private readonly url: string) {}

  /** The pool's connection class: it LISTENs before the pool hands it out. */
  listeningClient(): typeof pg.Client {
    const dispatch = (channel: string) => this.dispatch(channel);
    return class ListeningClient extends pg.Client {
      constructor(config?: string | pg.ClientConfig) {
        super(config);
        this.on('notification', (message) => dispatch(message.channel));
      }
      // pg-pool connects with a callback; the promise form is kept for everyone else.
      override connect(): Promise<pg.Client>;
      override connect(callback: ConnectCallback): void;
      override connect(callback?: ConnectCallback): Promise<pg.Client> | void {
        const ready = super.connect().then(async () => {
          await this.query(LISTEN_ALL);
          return this;
        });
        if (!callback) return ready;
        ready.then(
          (client) => (callback as (err: null, c: pg.Client) => void)(null, client),
          (error: Error) => (callback as (err: Error) => void)(error),
        );
      }
    };
  }

  /** Calls `onNotify` for each notice on the channel (one of NOTICE_CHANNELS). */
  async listen(channel: string, onNotify: () => void): Promise<void> {
    if (!(NOTICE_CHANNELS as readonly string[]).includes(channel))
      throw new Error(`no trigger notifies ${channel}`);
    let set = this.handlers.get(channel);
    if (!set) this.handlers.set(channel, (set = new Set()));
    set.add(onNotify);
    if (!this.listener) await this.connectListener();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.stopDegraded();
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => {});
  }

  private dispatch(channel?: string): void {
    for (const [name, set] of this.handlers)
      if (channel === undefined || name === channel) for (const handler of set) handler();
  }

  private async connectListener(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    this.listener = client;
    client.on('notification', (message) => this.dispatch(message.channel));
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(LISTEN_ALL);
      this.stopDegraded();
    } catch {
      this.lost(client);
    }
  }

  /** The listener is gone: forget everything now and every second until it listens again. */
  private lost(client: pg.Client): void {
    if (this.listener !== client || this.closed) return;
    this.listener = null;
    client.end().catch(() => {});
    this.dispatch();
    this.degradedTimer ??= setInterval(() => {
      this.dispatch();
      if (!this.listener) void this.connectListener();
    }, DEGRADED_FLUSH_MS);
    this.degradedTimer.unref();
  }

  private stopDegraded(): void {
    if (this.degradedTimer) clearInterval(this.degradedTimer);
    this.degradedTimer = null;
  }
}
