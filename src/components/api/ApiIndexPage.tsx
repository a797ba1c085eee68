import * as React from 'react';
import Link from '@docusaurus/Link';
import type { ApiIndexEntry, ApiIndexPageData } from '@site/src/api/types';
import { API_SECTION_IDS } from '@site/src/api/names';
import { PlanMark, StatusChips } from '@site/src/components/sidebar/PageBadges';
import AnchorHeading from './AnchorHeading';
import ApiPageRoot from './ApiPageRoot';

function EntryList({ id, title, entries }: { id: string; title: string; entries: ApiIndexEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <section>
      <AnchorHeading id={id} label={title}>
        {title}
      </AnchorHeading>
      <ul className="api-index-list">
        {entries.map((entry) => (
          <li key={entry.href}>
            <div className="api-index-name">
              <Link to={entry.href}>
                <code>{entry.name}</code>
              </Link>
              {entry.plan && <PlanMark plan={entry.plan} />}
              {entry.unstable && <StatusChips badges={{ unstable: true }} />}
            </div>
            <div className="api-index-description">{entry.description}</div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A product's API index: every component and interface page, with plan marks. */
export default function ApiIndexPage({ data }: { data: ApiIndexPageData }) {
  return (
    <ApiPageRoot className="api-index" data-product={data.product}>
      <EntryList id={API_SECTION_IDS.components} title="Components" entries={data.components} />
      <EntryList id={API_SECTION_IDS.interfaces} title="Interfaces" entries={data.interfaces} />
    </ApiPageRoot>
  );
}
