// A simulated API that pages with cursors, as many audit-log and feed APIs do: it never accepts a page number,
// only "the items after this cursor". The log is computed from the index of each entry, so nothing is stored and
// every visitor sees the same entries. Replace `listAuditEvents` with a call to your endpoint.
import { wait } from './simulatedServer';

export interface AuditEvent {
  id: number;
  time: string;
  actor: string;
  action: string;
  resource: string;
}

export const AUDIT_LOG_SIZE = 95;

const actors = ['amara.o', 'lukas.w', 'sofia.m', 'kenji.t', 'priya.r', 'system'];
const actions = ['signed in', 'updated', 'exported', 'deleted', 'created', 'shared'];
const resources = [
  'Invoice 2041',
  'Team roster',
  'Q3 forecast',
  'Supplier list',
  'API key',
  'Price table',
];

const NEWEST = Date.UTC(2025, 2, 3, 18, 0);

/** Entry `index` of the log, newest first: one event every 7 minutes back from 18:00 UTC on 3 March 2025. */
export function auditEventAt(index: number): AuditEvent {
  const time = new Date(NEWEST - index * 7 * 60_000).toISOString();
  return {
    id: 90000 - index,
    time: `${time.slice(0, 10)} ${time.slice(11, 16)}`,
    actor: actors[(index * 5) % actors.length],
    action: actions[(index * 7) % actions.length],
    resource: resources[(index * 3) % resources.length],
  };
}

/** Opaque to the client: the server alone knows that it encodes a position. */
function encodeCursor(index: number): string {
  return btoa(`after:${index}`);
}

function decodeCursor(cursor: string): number {
  const match = /^after:(\d+)$/.exec(atob(cursor));
  if (!match) throw new Error('Invalid cursor.');
  return Number(match[1]);
}

export interface AuditPage {
  items: AuditEvent[];
  /** The cursor to pass for the following items, `null` after the last one. */
  nextCursor: string | null;
}

/** GET /audit-events?after=<cursor>&limit=<n>: `null` asks for the first items. */
export async function listAuditEvents(
  cursor: string | null,
  limit: number,
): Promise<AuditPage> {
  await wait(350);
  const start = cursor === null ? 0 : decodeCursor(cursor);
  const end = Math.min(start + limit, AUDIT_LOG_SIZE);
  const items = Array.from({ length: end - start }, (_, offset) =>
    auditEventAt(start + offset),
  );
  return { items, nextCursor: end < AUDIT_LOG_SIZE ? encodeCursor(end) : null };
}
