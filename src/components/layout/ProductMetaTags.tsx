import * as React from 'react';
import Head from '@docusaurus/Head';
import { useLocation } from '@docusaurus/router';
import { getProductInfoFromUrl } from '@site/src/productInfo';

/** `<meta name="mui:productId">` and `mui:productCategoryId` for the page being read (search and analytics). */
export default function ProductMetaTags() {
  const { pathname } = useLocation();
  const { productId, productCategoryId } = getProductInfoFromUrl(pathname);
  return (
    <Head>
      <meta name="mui:productId" content={productId} />
      <meta name="mui:productCategoryId" content={productCategoryId} />
    </Head>
  );
}
