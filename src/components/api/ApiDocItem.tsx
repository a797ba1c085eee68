/**
 * The one page component of every API route (plugins/api-docs/routes.ts): it turns the route's data module
 * into what a doc's content module holds (metadata, front matter, table of contents, the component that
 * renders the body) and hands it to the theme's DocItem, so an API page has the docs layout (title and
 * description, breadcrumbs, table of contents, "Copy page", version banner) as a doc has. API pages have
 * no edit link, tags or previous/next links.
 */
import * as React from 'react';
import DocItem from '@theme/DocItem';
import type { Props as DocItemProps } from '@theme/DocItem';
import type { ApiRoutePage } from '@site/src/api/types';
import { componentToc, indexToc, interfaceToc } from '@site/src/api/toc';
import ComponentApiPage from './ComponentApiPage';
import InterfaceApiPage from './InterfaceApiPage';
import ApiIndexPage from './ApiIndexPage';

function tocOf(data: ApiRoutePage['data']) {
  if (data.kind === 'index') return indexToc(data);
  if (data.kind === 'interface') return interfaceToc(data);
  return componentToc(data);
}

function Body({ data }: { data: ApiRoutePage['data'] }) {
  if (data.kind === 'index') return <ApiIndexPage data={data} />;
  if (data.kind === 'interface') return <InterfaceApiPage data={data} />;
  return <ComponentApiPage data={data} />;
}

/** The doc-shaped content of an API page, as the docs plugin's MDX modules export it. */
export function apiDocContent(page: ApiRoutePage): DocItemProps['content'] {
  const frontMatter = { title: page.title, description: page.description };
  const Content = () => <Body data={page.data} />;
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

export default function ApiDocItem({ page, route }: { page: ApiRoutePage; route: DocItemProps['route'] }) {
  const content = React.useMemo(() => apiDocContent(page), [page]);
  return <DocItem route={route} content={content} />;
}
