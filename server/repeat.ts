/**
 * Runs a piece of scheduled work now and then every `everyMs`, logging its failures. The returned function stops it
 * and resolves once a run under way has ended, so that a shutdown closes the database after it. The timer does not
 * keep the process alive. Each piece of work is safe on several instances at once.
 */
export function repeat(work: () => Promise<unknown>, log: (error: unknown) => void, everyMs: number): () => Promise<void> {
  let running: Promise<void> | null = null;
  const run = () => {
    // A run still under way (a slow mail server) is not started again beside itself.
    running ??= work().then(() => undefined, log).finally(() => {
      running = null;
    });
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
