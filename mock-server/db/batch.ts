/**
 * Gathers the calls made in one turn of the event loop and runs them as one statement (decision 0011, "Batched and
 * cached hot paths"). Under load, requests that arrive together share a round trip: on PGlite, which runs each
 * statement on this thread, twenty inserts in one statement cost about what two single ones do. Each caller still
 * waits for its own item's outcome, so an answer is sent only once its row is committed.
 *
 * `run` gets the items in order and answers one result per item, in the same order. When it throws for a batch of
 * more than one, each item runs again alone, so one bad item (a row a constraint refuses) fails only its own caller.
 */
export function batcher<In, Out>(run: (items: In[]) => Promise<Out[]>): (item: In) => Promise<Out> {
  let queue: { item: In; resolve: (out: Out) => void; reject: (error: unknown) => void }[] = [];

  const runAlone = (entry: (typeof queue)[number]) =>
    run([entry.item]).then(([out]) => entry.resolve(out as Out), entry.reject);

  async function flush(): Promise<void> {
    const batch = queue;
    queue = [];
    let results: Out[];
    try {
      results = await run(batch.map((e) => e.item));
    } catch (error) {
      if (batch.length === 1) batch[0]!.reject(error);
      else await Promise.all(batch.map(runAlone));
      return;
    }
    if (results.length !== batch.length) {
      const error = new Error(`A batch of ${batch.length} gave ${results.length} results.`);
      for (const e of batch) e.reject(error);
      return;
    }
    batch.forEach((e, i) => e.resolve(results[i] as Out));
  }

  return (item) => new Promise<Out>((resolve, reject) => {
    queue.push({ item, resolve, reject });
    // The first call of a turn schedules the flush after the turn's I/O: every request read in it joins the batch.
    if (queue.length === 1) setImmediate(() => void flush());
  });
}
