/**
 * The API route's page component hands the docs layout what a doc's module holds (src/components/api/ApiDocItem).
 */
import * as React from 'react';
import { apiDocContent } from '@site/src/components/api/ApiDocItem';
import type { ApiRoutePage } from '@site/src/api/types';
import { splitPageRows } from '@site/src/api/pageRows';
import { renderWithSite } from '../renderWithSite';

jest.mock('@theme/DocItem', () => ({ __esModule: true, default: () => null }), { virtual: true });
jest.mock(
  '@theme/CodeBlock',
  () => ({ __esModule: true, default: ({ children }: { children: string }) => <pre>{children}</pre> }),
  { virtual: true },
);

const fullPage: ApiRoutePage = {
  id: 'api/data-grid/grid-col-def',
  title: 'GridColDef API',
  description: 'The properties of a column.',
  permalink: '/x/api/data-grid/grid-col-def/',
  version: 'current',
  data: {
    kind: 'interface',
    name: 'GridColDef',
    product: 'data-grid',
    slug: 'grid-col-def',
    packageName: '@mui/x-data-grid',
    description: '',
    imports: ["import { GridColDef } from '@mui/x-data-grid';"],
    properties: [{ name: 'field', type: 'string', required: true, description: 'The column identifier.' }],
    demos: [],
    links: {},
  } as unknown as ApiRoutePage['data'],
};

// The route's data module on the server: the page without its rows, and the rows as data (plugins/api-docs).
const split = splitPageRows(fullPage);
const page = { ...split.page, rows: split.rows };

describe('apiDocContent', () => {
  it('carries the metadata, front matter and table of contents a doc module exports', () => {
    const content = apiDocContent(page) as unknown as {
      metadata: { id: string; permalink: string; title: string; version: string; tags: unknown[] };
      frontMatter: { title: string; description: string };
      toc: { id: string; level: number }[];
    };
    expect(content.metadata).toMatchObject({
      id: 'api/data-grid/grid-col-def',
      permalink: '/x/api/data-grid/grid-col-def/',
      title: 'GridColDef API',
      version: 'current',
      tags: [],
    });
    expect(content.frontMatter).toEqual({
      title: 'GridColDef API',
      description: 'The properties of a column.',
    });
    expect(content.toc.map((item) => [item.id, item.level])).toEqual([
      ['import', 2],
      ['properties', 2],
      ['prop-field', 3],
    ]);
  });

  it('renders the page body for its kind of page', () => {
    const Content = apiDocContent(page) as unknown as React.ComponentType;
    const { container } = renderWithSite(<Content />);
    expect(container.querySelector('h3#prop-field')?.textContent).toContain('field');
    expect(container.querySelector('[data-interface="GridColDef"]')).not.toBeNull();
  });
});
