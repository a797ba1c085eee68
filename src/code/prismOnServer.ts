/**
 * Imported for its effect by the highlighter: gives the server render Prism synchronously, so the HTML
 * carries highlighted code. The client build swaps this module for an empty one (plugins/prism-on-demand);
 * unit tests, like the server, get Prism at once. See `./prism.ts`.
 */
import * as prismReactRenderer from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import { providePrism } from './prism';

providePrism(prismReactRenderer, prismIncludeLanguages as unknown as Parameters<typeof providePrism>[1]);
