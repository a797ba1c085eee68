// A full page's data as the page components receive it: the outline and the rows apart, split by the same
// function the api-docs plugin uses (src/api/pageRows.ts).
import { splitPageRows } from '@site/src/api/pageRows';
import type {
  ApiComponentOutline,
  ApiComponentPageData,
  ApiInterfaceOutline,
  ApiInterfacePageData,
  ApiRows,
} from '@site/src/api/types';

function split(data: ApiComponentPageData | ApiInterfacePageData) {
  const { page, rows } = splitPageRows({
    id: 'api/x',
    title: '',
    description: '',
    permalink: '/x/',
    version: 'current',
    data,
  });
  return { outline: page.data, rows: rows as ApiRows };
}

export function componentPageProps(data: ApiComponentPageData): { data: ApiComponentOutline; rows: ApiRows } {
  const { outline, rows } = split(data);
  return { data: outline as ApiComponentOutline, rows };
}

export function interfacePageProps(data: ApiInterfacePageData): { data: ApiInterfaceOutline; rows: ApiRows } {
  const { outline, rows } = split(data);
  return { data: outline as ApiInterfaceOutline, rows };
}
