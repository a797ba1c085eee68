import * as React from 'react';
import Link from '@docusaurus/Link';
import ApiMarkdown from '@site/src/components/api/ApiMarkdown';
import type { GridEventEntry, GridEventPlan, GridEventsData } from '@site/src/gridEvents/types';

const PLAN_LABEL: Record<GridEventPlan, string> = { community: 'Community', pro: 'Pro', premium: 'Premium' };
const PLAN_ANCHOR: Record<GridEventPlan, string> = {
  community: 'community-plan',
  pro: 'pro-plan',
  premium: 'premium-plan',
};

function Plan({ plan }: { plan: GridEventPlan }) {
  return (
    <Link to={`/introduction/licensing/#${PLAN_ANCHOR[plan]}`} data-plan={plan}>
      {PLAN_LABEL[plan]}
    </Link>
  );
}

function EventRows({ events }: { events: GridEventEntry[] }) {
  return (
    <div className="grid-events-table" style={{ overflowX: 'auto' }}>
      <table>
        <thead>
          <tr>
            <th scope="col">Event</th>
            <th scope="col">Plan</th>
            <th scope="col">Params</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {events.map((entry) => (
            <tr key={entry.name} id={`event-${entry.name}`} data-event={entry.name}>
              <td>
                <code>{entry.name}</code>
              </td>
              <td>
                <Plan plan={entry.plan} />
              </td>
              <td>
                {entry.params ? <code>{entry.params}</code> : <span aria-label="no params">—</span>}
                {entry.event && (
                  <>
                    {' '}
                    <span>then</span> <code>{entry.event}</code>
                  </>
                )}
              </td>
              <td>
                {entry.deprecated && (
                  <div>
                    <strong>Deprecated.</strong> <ApiMarkdown source={entry.deprecated} />
                  </div>
                )}
                {entry.description ? <ApiMarkdown source={entry.description} /> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The event catalogue of the events guide page. Its data is generated at build time by the grid-events
 * plugin from the installed premium package (maintainers/writing.md, "Data Grid guide pages"), never typed by hand.
 */
export default function GridEventsCatalogue({ data }: { data: GridEventsData }) {
  const documented = data.events.filter((entry) => !entry.internal);
  const internal = data.events.filter((entry) => entry.internal);
  const count = (plan: GridEventPlan) => documented.filter((entry) => entry.plan === plan).length;
  return (
    <div className="grid-events-catalogue" data-event-count={data.events.length}>
      <p>
        <code>{data.source.packageName}</code> {data.source.version} declares{' '}
        <strong>{data.events.length}</strong> events: {documented.length} public ones ({count('community')}{' '}
        Community, {count('pro')} Pro, {count('premium')} Premium) and {internal.length} that the grid uses
        internally.
      </p>
      <EventRows events={documented} />
      <details>
        <summary>Internal events ({internal.length})</summary>
        <p>
          These are marked as not to be documented in the package: the grid fires them for its own plugins,
          and their names or params can change in any release. Avoid relying on them.
        </p>
        <EventRows events={internal} />
      </details>
    </div>
  );
}
