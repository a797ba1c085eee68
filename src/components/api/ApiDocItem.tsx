/**
 * The one page component of every API route (plugins/api-docs/routes.ts): it turns the route's data module
 * into what a doc's content module holds (metadata, front matter, table of contents, the component that
 * renders the body) and hands it to the theme's DocItem, so an API page has the docs layout (title and
 * description, breadcrumbs, table of contents, "Copy page", version banner) as a doc has. API pages have
 * no edit link, tags or previous/next links.
 *
 * The rows (props, slots, classes) come apart from the data module (src/api/rowsStore.ts): a page hydrated
 * from the server's HTML keeps them as that HTML and loads them in an idle moment, for the filter and the
 * layouts; a page rendered on the client has started loading them when the reader showed the intent to open it.
 */
import * as React from 'react';
import DocItem from '@theme/DocItem';
import type { Props as DocItemProps } from '@theme/DocItem';
import type { ApiRouteModule } from '@site/src/api/types';
import { componentToc, indexToc, interfaceToc } from '@site/src/api/toc';
import { requestApiRows, useApiRows } from '@site/src/api/rowsStore';
import { whenIdle } from '@site/src/browser/idle';
import ComponentApiPage from './ComponentApiPage';
import InterfaceApiPage from './InterfaceApiPage';
import ApiIndexPage from './ApiIndexPage';

function tocOf(data: ApiRouteModule['data']) {
  if (data.kind === 'index') return indexToc(data);
  if (data.kind === 'interface') return interfaceToc(data);
  return componentToc(data);
}

function Body({ page }: { page: ApiRouteModule }) {
  const { rows, failed, request } = useApiRows(page.rows);
  const { data } = page;
  if (data.kind === 'index') return <ApiIndexPage data={data} />;
  const loading = { rowsFailed: failed, requestRows: request };
  if (data.kind === 'interface') return <InterfaceApiPage data={data} rows={rows} {...loading} />;
  return <ComponentApiPage data={data} rows={rows} {...loading} />;
}

/** The doc-shaped content of an API page, as the docs plugin's MDX modules export it. */
export function apiDocContent(page: ApiRouteModule): DocItemProps['content'] {
  const frontMatter = { title: page.title, description: page.description };
  const Content = () => <Body page={page} />;
  return Object.assign(Content, {
    frontMatter,
    metadata: {
      id: page.id,
      title: page.title,
      description: page.description,
      source: '',
      sourceDirName: 'api',
      slug: page.permalink,
      permalink: page.permalink,
      draft: false,
      unlisted: false,
      tags: [],
      version: page.version,
      frontMatter,
    },
    toc: tocOf(page.data),
    contentTitle: undefined,
    assets: {},
  }) as unknown as DocItemProps['content'];
}

export default function ApiDocItem({ page, route }: { page: ApiRouteModule; route: DocItemProps['route'] }) {
  const content = React.useMemo(() => apiDocContent(page), [page]);
  const { rows } = page;
  // The reader's filter and layouts then answer at once (the rows' file is about 14 KB gzip on the
  // DataGrid page); the load waits for an idle moment after hydration.
  React.useEffect(() => {
    if (typeof rows !== 'string') return undefined;
    return whenIdle(window, () => requestApiRows(rows));
  }, [rows]);
  return <DocItem route={route} content={content} />;
}
