type Scheduler = { yield?: () => Promise<void> };

/**
 * Resolves in a later task, after the browser has had its turn for pending input and painting:
 * `scheduler.yield()` where the browser has it (the continuation goes ahead of other queued work), a message to
 * the page itself elsewhere (no timer clamping), a timer where neither exists. Used by the demos' mount queue
 * (src/demos/mountQueue.ts) and the production client entry's staged start (plugins/client-config).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel !== 'function') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
