import * as React from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { loadPagefind, type PagefindApi } from '@site/src/search/pagefindClient';

export type PagefindStatus =
  | { state: 'loading' }
  | { state: 'ready'; api: PagefindApi }
  /** `development`: `npm start` never has an index; `failed`: a build whose index could not be loaded. */
  | { state: 'unavailable'; reason: 'development' | 'failed' };

/** Loads the Pagefind runtime when the dialog opens (the loader caches it; a failed load retries on reopen). */
export function usePagefind(enabled: boolean): PagefindStatus {
  const { siteConfig } = useDocusaurusContext();
  const [status, setStatus] = React.useState<PagefindStatus>({ state: 'loading' });
  React.useEffect(() => {
    if (!enabled) return undefined;
    if (process.env.NODE_ENV === 'development') {
      setStatus({ state: 'unavailable', reason: 'development' });
      return undefined;
    }
    let cancelled = false;
    loadPagefind(siteConfig.baseUrl).then(
      (api) => !cancelled && setStatus({ state: 'ready', api }),
      () => !cancelled && setStatus({ state: 'unavailable', reason: 'failed' }),
    );
    return () => {
      cancelled = true;
    };
  }, [enabled, siteConfig.baseUrl]);
  return status;
}
