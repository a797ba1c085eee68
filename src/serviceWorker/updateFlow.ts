/**
 * Service-worker update flow (maintainers/behaviour.md, Service worker): when an updated worker takes
 * over a page it already controlled, the page reloads exactly once, as soon as the tab has focus. A first
 * install never reloads, and a reload that happened moments ago blocks another one, so an always-updating
 * worker (dev tools' "update on reload") cannot start a loop.
 */
import type { Clock } from '../ads/clock';

/** The focus poll interval while an update waits for the reader to come back to the tab. */
export const FOCUS_POLL_MS = 100;
/** A second automatic reload within this window is refused. */
export const RELOAD_GUARD_MS = 10000;
/** sessionStorage key recording the last automatic reload. */
export const RELOAD_MARK_KEY = 'docs-sw-reloaded-at';

export interface ReloadDeps {
  hasFocus: () => boolean;
  reload: () => void;
  clock: Clock;
  now: () => number;
  /** Tab-scoped storage for the loop guard; null when storage is unavailable. */
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
}

function readMark(storage: ReloadDeps['storage']): number | null {
  try {
    const raw = storage?.getItem(RELOAD_MARK_KEY);
    const value = raw == null ? NaN : Number(raw);
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * Returns a function that schedules one reload: it waits (polling every 100 ms) until the tab has focus,
 * then reloads. Further calls do nothing, as does a call within 10 s of the previous automatic reload.
 */
export function createReloadOnce(deps: ReloadDeps): () => 'scheduled' | 'ignored' {
  let scheduled = false;
  return () => {
    if (scheduled) {
      return 'ignored';
    }
    const last = readMark(deps.storage);
    if (last !== null && deps.now() - last >= 0 && deps.now() - last < RELOAD_GUARD_MS) {
      return 'ignored';
    }
    scheduled = true;
    const attempt = () => {
      if (!deps.hasFocus()) {
        deps.clock.setTimeout(attempt, FOCUS_POLL_MS);
        return;
      }
      try {
        deps.storage?.setItem(RELOAD_MARK_KEY, String(deps.now()));
      } catch {
        // Without storage the per-page flag still prevents a second reload of this page.
      }
      deps.reload();
    };
    attempt();
    return 'scheduled';
  };
}

/** The part of `navigator.serviceWorker` the flow uses. */
export interface WorkerContainer {
  controller: unknown;
  addEventListener(type: 'controllerchange', listener: () => void): void;
}

/**
 * Reloads once when a new worker takes control. A page that had no controller when it loaded is a first
 * install: the new worker does not claim it, and nothing is reloaded.
 */
export function reloadWhenUpdated(container: WorkerContainer, deps: ReloadDeps): boolean {
  if (!container.controller) {
    return false;
  }
  const reloadOnce = createReloadOnce(deps);
  container.addEventListener('controllerchange', () => {
    reloadOnce();
  });
  return true;
}

/** Production host check: exact, case-insensitive match of `location.host` (host plus port). */
export function isProductionHost(host: string, productionHost: unknown): boolean {
  return (
    typeof productionHost === 'string' &&
    productionHost !== '' &&
    host.toLowerCase() === productionHost.toLowerCase()
  );
}

/** The part of `navigator.serviceWorker` used to clean up on other hosts. */
export interface RegistrationSource {
  getRegistrations(): Promise<readonly { scope: string; unregister(): Promise<boolean> }[]>;
}

/**
 * Removes registrations for the docs scope (e.g. left by an earlier build on a preview host). Other scopes
 * on the same origin are not ours and stay. Resolves to the number removed; never rejects.
 */
export async function removeScopeRegistrations(
  source: RegistrationSource,
  scopeUrl: string,
): Promise<number> {
  try {
    const registrations = await source.getRegistrations();
    const ours = registrations.filter((registration) => registration.scope === scopeUrl);
    const results = await Promise.all(
      ours.map((registration) => registration.unregister().catch(() => false)),
    );
    return results.filter(Boolean).length;
  } catch {
    return 0;
  }
}
