/** The sponsor slot and its provider; API pages and any other page header can place `<AdSlot />`. */
export { AdSlot } from './AdSlot';
export { AdProvider, useAdContext, MISSING_AD_PROVIDER_MESSAGE, type AdConfig } from './AdProvider';
export { SiteAdProvider } from './SiteAdProvider';
