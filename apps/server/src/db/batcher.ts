// Calls that arrive together share one database round trip. Under load the cost of a call here is mostly the
// round trip itself (a socket write and a wake-up on each side, and for writes a commit), not the work in it.

/** What the handler answers for one item: its value, or the error its caller gets. */
export type ItemOutcome<O> = { value: O } | { error: unknown };

export type BatcherOptions = {
  /** The most items one handler call takes. */
  maxBatch: number;
  /** The most handler calls running at once; items that come meanwhile wait and go together in the next one. */
  maxInFlight: number;
};

type Waiting<I, O> = { item: I; resolve: (value: O) => void; reject: (error: unknown) => void };

/**
 * Gathers the calls made in one turn of the event loop (and while `maxInFlight` handler calls are running) into
 * one handler call. The handler answers one outcome per item, in order; if it throws, every item of its batch
 * gets that error. A lone call waits only until the end of the current turn.
 */
export function createBatcher<I, O>(
  handle: (items: I[]) => Promise<ItemOutcome<O>[]>,
  options: BatcherOptions,
): (item: I) => Promise<O> {
  const queue: Waiting<I, O>[] = [];
  let inFlight = 0;
  let scheduled = false;

  const run = async (batch: Waiting<I, O>[]) => {
    try {
      const outcomes = await handle(batch.map((waiting) => waiting.item));
      batch.forEach((waiting, index) => {
        const outcome = outcomes[index];
        if (!outcome) waiting.reject(new Error('batch handler answered fewer outcomes than items'));
        else if ('error' in outcome) waiting.reject(outcome.error);
        else waiting.resolve(outcome.value);
      });
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    } finally {
      inFlight -= 1;
      schedule();
    }
  };

  const flush = () => {
    scheduled = false;
    while (queue.length > 0 && inFlight < options.maxInFlight) {
      inFlight += 1;
      void run(queue.splice(0, options.maxBatch));
    }
  };

  function schedule() {
    if (scheduled || queue.length === 0 || inFlight >= options.maxInFlight) return;
    scheduled = true;
    setImmediate(flush);
  }

  return (item: I) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      schedule();
    });
}
