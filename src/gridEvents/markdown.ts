/**
 * The event catalogue as Markdown nodes, for the Markdown export of the events page (plugins/llms-export):
 * the same data the page renders, as a table, when the page imports it.
 */
import type { PhrasingContent, RootContent, TableRow } from 'mdast';
import type { GridEventEntry, GridEventsData } from './types';

const PLANS = new Set(['community', 'pro', 'premium']);

function isEntry(value: unknown): value is GridEventEntry {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Partial<GridEventEntry>;
  return (
    typeof entry.name === 'string' &&
    typeof entry.plan === 'string' &&
    PLANS.has(entry.plan) &&
    (entry.params === null || typeof entry.params === 'string') &&
    typeof entry.description === 'string' &&
    typeof entry.internal === 'boolean'
  );
}

/** The data of the grid-events plugin, or null for anything else (API page data, say). */
export function readGridEventsData(value: unknown): GridEventsData | null {
  if (!value || typeof value !== 'object') return null;
  const data = value as Partial<GridEventsData>;
  if (!data.source || typeof data.source.packageName !== 'string') return null;
  if (!Array.isArray(data.events) || !data.events.every(isEntry)) return null;
  return data as GridEventsData;
}

const cell = (children: PhrasingContent[]) => ({ type: 'tableCell' as const, children });
const text = (value: string): PhrasingContent => ({ type: 'text', value });
const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value });

/** One table of every event: name, plan, params, description (internal and deprecated ones marked). */
export function gridEventsNodes(value: unknown): RootContent[] | null {
  const data = readGridEventsData(value);
  if (!data) return null;
  const header: TableRow = {
    type: 'tableRow',
    children: ['Event', 'Plan', 'Params', 'Description'].map((title) => cell([text(title)])),
  };
  const rows = data.events.map((entry): TableRow => ({
    type: 'tableRow',
    children: [
      cell([code(entry.name)]),
      cell([text(entry.plan)]),
      cell(entry.params ? [code(entry.params)] : [text('—')]),
      cell([
        text(
          [
            entry.internal ? '(Internal.)' : '',
            entry.deprecated ? `Deprecated: ${entry.deprecated}` : '',
            entry.description.replace(/\s+/g, ' '),
          ]
            .filter(Boolean)
            .join(' '),
        ),
      ]),
    ],
  }));
  return [
    {
      type: 'paragraph',
      children: [
        text(`${data.events.length} events declared by `),
        code(`${data.source.packageName}@${data.source.version}`),
        text('.'),
      ],
    },
    { type: 'table', align: [null, null, null, null], children: [header, ...rows] },
  ];
}
