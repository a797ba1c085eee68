/**
 * /x/react-date-pickers/getting-started/: the page moved to Quickstart (the reference's path); old links and
 * bookmarks land there. The meta refresh works without JavaScript; the client redirect avoids a flash when it
 * runs. Left out of the sitemap in docusaurus.config.ts.
 */
import * as React from 'react';
import Head from '@docusaurus/Head';
import { Redirect } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';

export default function DatePickersGettingStartedMoved() {
  const target = useBaseUrl('/react-date-pickers/quickstart/');
  const isBrowser = useIsBrowser();
  return (
    <>
      <Head>
        <title>Date and Time Pickers - Quickstart</title>
        <meta httpEquiv="refresh" content={`0; url=${target}`} />
        <meta name="robots" content="noindex" />
        <link rel="canonical" href={target} />
      </Head>
      {isBrowser ? <Redirect to={target} /> : <a href={target}>Date and Time Pickers - Quickstart</a>}
    </>
  );
}
