/**
 * The events guide page lists exactly the events the installed premium package declares, with the right
 * plan: the plugin's data (read with the type checker) against an independent syntax-only reading of the
 * same declarations, and the page wired to that data.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_GRID_EVENTS_OPTIONS,
  GRID_EVENTS_DATA_FILE,
  loadGridEvents,
  validateOptions,
} from '@site/plugins/grid-events';
import { gridEventsNodes } from '@site/src/gridEvents/markdown';
import { declaredGridEvents } from './declaredEvents';

const siteDir = path.resolve(__dirname, '..', '..', '..');
const nodeModulesDir = path.join(siteDir, 'node_modules');

describe('grid events catalogue', () => {
  const data = loadGridEvents(siteDir, DEFAULT_GRID_EVENTS_OPTIONS);
  const declared = declaredGridEvents(nodeModulesDir);

  it('lists every declared event, nothing extra, each with its plan and internal flag', () => {
    expect(data.source.packageName).toBe('@mui/x-data-grid-premium');
    expect(data.events.map((entry) => entry.name)).toEqual(declared.map((entry) => entry.name));
    expect(data.events.map(({ name, plan, internal }) => ({ name, plan, internal }))).toEqual(declared);
  });

  it('covers the three plans, including events added by augmentation', () => {
    const planOf = (name: string) => data.events.find((entry) => entry.name === name)?.plan;
    expect(planOf('rowClick')).toBe('community');
    expect(planOf('rowsScrollEnd')).toBe('pro');
    expect(planOf('undo')).toBe('premium');
    expect(planOf('aggregationModelChange')).toBe('premium');
    expect(new Set(declared.map((entry) => entry.plan))).toEqual(new Set(['community', 'pro', 'premium']));
    expect(data.events.length).toBeGreaterThan(100);
  });

  it('keeps the declared params type and description', () => {
    const rowClick = data.events.find((entry) => entry.name === 'rowClick')!;
    expect(rowClick.params).toBe('GridRowParams');
    expect(rowClick.event).toBe('React.MouseEvent<HTMLElement>');
    expect(rowClick.description).toMatch(/^Fired when a row is clicked\./);
  });

  it('the events page renders that data', () => {
    const page = fs.readFileSync(path.join(siteDir, 'docs', 'react-data-grid', 'events.mdx'), 'utf8');
    expect(page).toContain(`from '@generated/grid-events/default/${GRID_EVENTS_DATA_FILE}'`);
    expect(page).toMatch(/<GridEventsCatalogue data=\{eventsData\} \/>/);
  });

  it('rejects invalid options', () => {
    const validate = (options: Record<string, unknown>) =>
      validateOptions({ options, validate: () => ({}) as never } as never);
    expect(validate({})).toEqual({ ...DEFAULT_GRID_EVENTS_OPTIONS, id: 'default' });
    expect(() => validate({ packageName: '@mui/x-charts' })).toThrow(/packageName/);
    expect(() => validate({ cacheDir: '../outside' })).toThrow(/cacheDir/);
  });
});

describe('grid events in the Markdown export', () => {
  it('renders the catalogue as a table and ignores other data', () => {
    const nodes = gridEventsNodes({
      source: { packageName: '@mui/x-data-grid-premium', version: '8.29.3' },
      events: [
        {
          name: 'rowClick',
          plan: 'community',
          params: 'GridRowParams',
          event: null,
          description: 'Fired when a row is clicked.',
          internal: false,
          deprecated: null,
          declaredIn: 'GridRowEventLookup',
        },
      ],
    });
    expect(nodes).toHaveLength(2);
    const table = nodes![1] as { type: string; children: unknown[] };
    expect(table.type).toBe('table');
    expect(table.children).toHaveLength(2);
    expect(gridEventsNodes({ kind: 'component', name: 'DataGrid' })).toBeNull();
    expect(
      gridEventsNodes({ source: { packageName: 'x' }, events: [{ name: 'a', plan: 'gold' }] }),
    ).toBeNull();
  });
});
