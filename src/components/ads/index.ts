/** The sponsor slot: API pages and any other page header can place `<AdSlot />`. */
export { AdSlot } from './AdSlot';
