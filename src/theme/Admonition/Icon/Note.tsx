/** Drawn by MUI's Alert instead: see None.tsx. */
export { default } from './None';
