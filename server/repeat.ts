/**
 * Runs a piece of scheduled work now and then every `everyMs`, logging its failures; the returned function stops it.
 * The timer does not keep the process alive. Each piece of work is safe on several instances at once.
 */
export function repeat(work: () => Promise<unknown>, log: (error: unknown) => void, everyMs: number): () => void {
  const run = () => work().catch(log);
  void run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
