/**
 * One event of the Data Grid, as the grid-events plugin reads it from the installed premium package's
 * declarations (`GridEventLookup` with the pro and premium augmentations). See maintainers/writing.md, "Data Grid guide pages".
 */
export type GridEventPlan = 'community' | 'pro' | 'premium';

export interface GridEventEntry {
  /** The event name passed to `subscribeEvent` / `useGridEvent` (`rowClick`). */
  name: string;
  /** The least plan whose package declares the event. */
  plan: GridEventPlan;
  /** The declared type of `params`, as written; `null` when the event has no params. */
  params: string | null;
  /** The declared type of the DOM or grid event passed second; `null` when there is none. */
  event: string | null;
  /** The JSDoc description, without its tags. */
  description: string;
  /** Marked `@ignore` in the package: used by the grid itself, not part of the documented surface. */
  internal: boolean;
  /** The `@deprecated` text, when the event is deprecated. */
  deprecated: string | null;
  /** The interface that declares it (`GridRowEventLookup`, `GridEventLookupPremium`…). */
  declaredIn: string;
}

export interface GridEventsData {
  /** The package whose `GridEventLookup` was read, with its installed version. */
  source: { packageName: string; version: string };
  events: GridEventEntry[];
}
