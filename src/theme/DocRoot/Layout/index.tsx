/**
 * Swizzled DocRoot/Layout (wrapped, marked safe): provides the page's sidebar again with the API reference
 * group of the API page being shown filled in (src/components/sidebar/apiSidebarGroups.ts), so the sidebar, the
 * breadcrumbs and everything else that reads the sidebar see the whole group on an API page.
 */
import * as React from 'react';
import DocRootLayout from '@theme-original/DocRoot/Layout';
import type DocRootLayoutType from '@theme/DocRoot/Layout';
import type { WrapperProps } from '@docusaurus/types';
import { useLocation } from '@docusaurus/router';
import { DocsSidebarProvider, useDocsSidebar } from '@docusaurus/plugin-content-docs/client';
import { apiPageProduct, withApiSidebarGroups } from '@site/src/components/sidebar/apiSidebarGroups';

type Props = WrapperProps<typeof DocRootLayoutType>;

export default function DocRootLayoutWrapper(props: Props) {
  const sidebar = useDocsSidebar();
  const product = apiPageProduct(useLocation().pathname);
  const items = React.useMemo(
    () => (sidebar ? withApiSidebarGroups(sidebar.items, product) : null),
    [sidebar, product],
  );
  if (!sidebar || !items || items === sidebar.items) return <DocRootLayout {...props} />;
  return (
    <DocsSidebarProvider name={sidebar.name} items={items}>
      <DocRootLayout {...props} />
    </DocsSidebarProvider>
  );
}
