import * as React from 'react';
import type { ApiInterfaceOutline, ApiRows } from '@site/src/api/types';
import { API_SECTION_IDS } from '@site/src/api/names';
import ApiMarkdown, { ApiLinksProvider } from './ApiMarkdown';
import PropRows, { type RowsLoading } from './PropRows';
import { DemosSection, ImportSection } from './ApiPageParts';
import ApiPageRoot from './ApiPageRoot';

/**
 * A generated interface page (GridColDef, AxisConfig…): its properties, with plan marks on paid ones. The
 * properties come apart from the page (src/api/rowsStore.ts): `rows` is undefined until they are here.
 */
export default function InterfaceApiPage({
  data,
  rows,
  ...loading
}: { data: ApiInterfaceOutline; rows: ApiRows | undefined } & RowsLoading) {
  return (
    <ApiLinksProvider links={data.links}>
      <ApiPageRoot className="api-page" data-interface={data.name}>
        {data.description && <ApiMarkdown source={data.description} />}
        <DemosSection demos={data.demos} />
        <ImportSection imports={data.imports} />
        <PropRows
          props={rows?.props}
          total={data.outline.propNames.length}
          title="Properties"
          headingId={API_SECTION_IDS.properties}
          noun="properties"
          {...loading}
        />
      </ApiPageRoot>
    </ApiLinksProvider>
  );
}
