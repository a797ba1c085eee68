import * as React from 'react';
import Head from '@docusaurus/Head';
import { useLocation } from '@docusaurus/router';
import useGlobalData from '@docusaurus/useGlobalData';
import { cutVersionNames, getProductInfoFromUrl } from '@site/src/productInfo';

/**
 * `<meta name="mui:productId">` and `mui:productCategoryId` for the page being read (search and analytics);
 * a cut version's page (`/x/8.x/react-data-grid/…`) names its product too.
 */
export default function ProductMetaTags() {
  const { pathname } = useLocation();
  const cutVersions = cutVersionNames(useGlobalData());
  const { productId, productCategoryId } = getProductInfoFromUrl(pathname, cutVersions);
  return (
    <Head>
      <meta name="mui:productId" content={productId} />
      <meta name="mui:productCategoryId" content={productCategoryId} />
    </Head>
  );
}
