/** What the legacy-zh-titles plugin publishes to the theme. */
export interface LegacyZhTitlesGlobalData {
  /** Path → Chinese title; filled only in a `zh` build, where the title helper reads it. */
  titles: Record<string, string>;
}
