/**
 * /x/ itself: sends the reader to the Overview. The meta refresh works without JavaScript; the client
 * redirect avoids a flash when it runs.
 */
import * as React from 'react';
import Head from '@docusaurus/Head';
import { Redirect } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';

export default function Home() {
  const target = useBaseUrl('/introduction/');
  const isBrowser = useIsBrowser();
  return (
    <>
      <Head>
        <title>MUI X</title>
        <meta httpEquiv="refresh" content={`0; url=${target}`} />
        <link rel="canonical" href={target} />
      </Head>
      {isBrowser ? <Redirect to={target} /> : <a href={target}>MUI X documentation overview</a>}
    </>
  );
}
