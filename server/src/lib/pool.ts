/**
 * Maps items through an async function with at most `size` calls in flight, keeping the order.
 * Used for CPU-heavy work that runs off the event loop (argon2 hashing on the libuv thread pool).
 */
export async function mapPool<T, R>(items: readonly T[], size: number, fn: (item: T, index: number) => Promise<R>) {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(size, items.length)) }, worker));
  return out;
}
