/**
 * /x/blog/: the blog is not part of these docs, so the path forwards to the blog's own host. Deeper
 * /x/blog/… paths have no page; the 404 page forwards them the same way (src/theme/NotFound/Content).
 */
import * as React from 'react';
import Layout from '@theme/Layout';
import { useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import BlogRedirect from '@site/src/components/specialRoutes/BlogRedirect';
import { blogRedirectTarget, BLOG_URL } from '@site/src/specialRoutes';

export default function BlogPage() {
  const { pathname, search, hash } = useLocation();
  // The server render knows no query or hash; they join the target once the page has hydrated.
  const isBrowser = useIsBrowser();
  const target = blogRedirectTarget(isBrowser ? `${pathname}${search}${hash}` : pathname) ?? BLOG_URL;
  return (
    <Layout title="The MUI blog" noFooter>
      <BlogRedirect target={target} />
    </Layout>
  );
}
