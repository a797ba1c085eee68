type Scheduler = { yield?: () => Promise<void> };

/**
 * Resolves in a later task: `scheduler.yield()` where the browser has it (the continuation goes ahead of other
 * queued work but after pending input), a message to itself elsewhere (no timer clamping). Used by the staged
 * start (./clientEntry.tsx).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
