import * as React from 'react';
import type { ApiInterfacePageData } from '@site/src/api/types';
import { API_SECTION_IDS } from '@site/src/api/names';
import ApiMarkdown, { ApiLinksProvider } from './ApiMarkdown';
import PropRows from './PropRows';
import { DemosSection, ImportSection } from './ApiPageParts';
import ApiPageRoot from './ApiPageRoot';

/** A generated interface page (GridColDef, AxisConfig…): its properties, with plan marks on paid ones. */
export default function InterfaceApiPage({ data }: { data: ApiInterfacePageData }) {
  return (
    <ApiLinksProvider links={data.links}>
      <ApiPageRoot className="api-page" data-interface={data.name}>
        {data.description && <ApiMarkdown source={data.description} />}
        <DemosSection demos={data.demos} />
        <ImportSection imports={data.imports} />
        <PropRows
          props={data.properties}
          title="Properties"
          headingId={API_SECTION_IDS.properties}
          noun="properties"
        />
      </ApiPageRoot>
    </ApiLinksProvider>
  );
}
