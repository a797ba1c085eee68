import * as React from 'react';
import Box from '@mui/material/Box';
import Link from '@docusaurus/Link';
import type { ApiIndexEntry, ApiIndexPageData } from '@site/src/api/types';
import { API_SECTION_IDS } from '@site/src/api/names';
import { indexToc } from '@site/src/api/toc';
import { PlanMark, StatusChips } from '@site/src/components/sidebar/PageBadges';
import AnchorHeading from './AnchorHeading';

export { indexToc as apiToc };

function EntryList({ id, title, entries }: { id: string; title: string; entries: ApiIndexEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <section>
      <AnchorHeading as="h2" id={id} label={title}>
        {title}
      </AnchorHeading>
      <Box component="ul" className="api-index-list" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {entries.map((entry) => (
          <Box component="li" key={entry.href} sx={{ py: 1, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap' }}>
              <Link to={entry.href}>
                <code>{entry.name}</code>
              </Link>
              {entry.plan && <PlanMark plan={entry.plan} />}
              {entry.unstable && <StatusChips badges={{ unstable: true }} />}
            </Box>
            <Box sx={{ fontSize: '0.875rem', color: 'text.secondary' }}>{entry.description}</Box>
          </Box>
        ))}
      </Box>
    </section>
  );
}

/** A product's API index: every component and interface page, with plan marks. */
export default function ApiIndexPage({ data }: { data: ApiIndexPageData }) {
  return (
    <div className="api-index" data-product={data.product}>
      <EntryList id={API_SECTION_IDS.components} title="Components" entries={data.components} />
      <EntryList id={API_SECTION_IDS.interfaces} title="Interfaces" entries={data.interfaces} />
    </div>
  );
}
