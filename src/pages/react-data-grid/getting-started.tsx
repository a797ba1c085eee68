/**
 * /x/react-data-grid/getting-started/: the page moved to /x/react-data-grid/quickstart/ (the reference's path).
 * Old links keep working: the meta refresh works without JavaScript, the client redirect avoids a flash, and
 * `noindex` keeps this stop out of the sitemap and search engines.
 */
import * as React from 'react';
import Head from '@docusaurus/Head';
import { Redirect } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';

export default function DataGridGettingStartedRedirect() {
  const target = useBaseUrl('/react-data-grid/quickstart/');
  const isBrowser = useIsBrowser();
  return (
    <>
      <Head>
        <title>Data Grid - Quickstart</title>
        <meta httpEquiv="refresh" content={`0; url=${target}`} />
        <meta name="robots" content="noindex" />
        <link rel="canonical" href={target} />
      </Head>
      {isBrowser ? <Redirect to={target} /> : <a href={target}>Data Grid - Quickstart</a>}
    </>
  );
}
