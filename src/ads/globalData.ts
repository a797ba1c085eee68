/** The build-time ad settings the ad-slot plugin publishes, read through `usePluginData('docs-ad-slot')`. */
export interface AdSlotGlobalData {
  /** The ad-network JSON feed. */
  feedUrl: string;
  /** Render the slot at all. */
  enabled: boolean;
  /** Share of ad displays reported to analytics. */
  displayRatio: number;
}
