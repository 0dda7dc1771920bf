import pg from 'pg';

/** The channel the users_changed trigger (migration 0007) notifies, with the row's id, on commit. */
const channel = 'users_changed';

type Subscriber = { changed(id: number): void; reset(): void };

export type UsersChanges = {
  /** True while notifications arrive; a cache may only keep answers while it is. */
  live(): boolean;
  subscribe(subscriber: Subscriber): void;
  close(): Promise<void>;
};

/**
 * One listening connection per process for changes to users rows. PostgreSQL delivers a
 * notification when the changing transaction commits, whichever process or tool made it, so
 * per-process copies of users data stay exact. When the connection drops, every subscriber
 * forgets everything and nothing may be kept until it is back.
 */
export const listenForUsersChanges = (databaseUrl: string, log: (message: string) => void): UsersChanges => {
  const subscribers: Subscriber[] = [];
  let listener: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const resetAll = () => subscribers.forEach((subscriber) => subscriber.reset());

  const connect = async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    const lost = () => {
      if (listener !== client) return;
      listener = null;
      resetAll();
      if (!closed) retry = setTimeout(() => void connect(), 1_000).unref();
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (message) => {
      const id = Number(message.payload);
      subscribers.forEach((subscriber) => subscriber.changed(id));
    });
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
      if (closed) {
        await client.end();
        return;
      }
      resetAll();
      listener = client;
    } catch (error) {
      log(`users_changed listener failed, users are looked up on every request: ${error instanceof Error ? error.message : String(error)}`);
      await client.end().catch(() => {});
      if (!closed) retry = setTimeout(() => void connect(), 5_000).unref();
    }
  };
  void connect();

  return {
    live: () => listener !== null,
    subscribe: (subscriber) => void subscribers.push(subscriber),
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = listener;
      listener = null;
      await client?.end().catch(() => {});
    },
  };
};
