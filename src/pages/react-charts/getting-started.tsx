/** /x/react-charts/getting-started/: the Charts quickstart's former address (the page is now `quickstart`). */
import * as React from 'react';
import Layout from '@theme/Layout';
import MovedPageRedirect from '@site/src/components/specialRoutes/MovedPageRedirect';

export default function ChartsGettingStartedMoved() {
  return (
    <Layout title="Charts - Quickstart" noFooter>
      <MovedPageRedirect to="/react-charts/quickstart/" />
    </Layout>
  );
}
