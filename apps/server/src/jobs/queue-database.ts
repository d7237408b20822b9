import type { Db } from '../db/db';

type Answer = { rows: unknown[] };

/** pg-boss's scripts (its schema, its maintenance) arrive as one text wrapped in BEGIN ... COMMIT. */
const SCRIPT = /^\s*BEGIN\s*;([\s\S]*)COMMIT\s*;\s*$/i;

/**
 * pg-boss's way into the database: the app's own driver, so the queue lives wherever the app's tables do (PGlite in
 * DATA_DIR, or DATABASE_URL) and shares its pool. Closing it refuses further commands and waits for those under way.
 */
export function queueDatabase(db: Db) {
  const underWay = new Set<Promise<unknown>>();
  let closed = false;

  const execute = async (text: string, values: unknown[] | undefined): Promise<Answer> => {
    if (closed) throw new Error('the job queue is stopped');
    const script = values?.length ? undefined : SCRIPT.exec(text)?.[1];
    if (script !== undefined) {
      // run inside the driver's own transaction: a script that fails is rolled back on the connection it ran on
      // (a pooled connection left in a failed BEGIN would break whoever got it next); on PGlite a script also needs
      // exec, the only call that takes several statements
      await db.transaction((tx) => tx.exec(script));
      return { rows: [] };
    }
    return db.query(text, values ?? []);
  };

  return {
    executeSql(text: string, values: unknown[]): Promise<Answer> {
      const answer = execute(text, values);
      underWay.add(answer);
      const done = () => underWay.delete(answer);
      answer.then(done, done);
      return answer;
    },
    /** Refuses new commands and waits (at most `waitMs`) for those under way. */
    async close(waitMs: number): Promise<void> {
      closed = true;
      await withinMs(Promise.allSettled([...underWay]), waitMs);
    },
  };
}

/** Waits for `work`, or `ms` at most; answers whether it finished. */
export async function withinMs(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([work.then(() => true), late]);
  } finally {
    clearTimeout(timer);
  }
}
