/**
 * Reads `read` until `done` holds of its answer, on the wall clock: for what the app does in the
 * background (a job's delivery, a receiver's request), which a test can only wait for. Fails with
 * the last answer once `timeoutMs` has passed.
 */
export async function until<T>(read: () => T | Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000, pollMs = 200): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`not reached in ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
