/**
 * Imported for its effect by every page with fenced code (plugins/writer-components): makes the site's code
 * block the one fences render with, kept as server HTML while the page hydrates (./DeferredCodeBlock.tsx),
 * so the block's code and Prism load with the pages that show code and after they have hydrated.
 */
import { provideCodeBlock } from './codeBlockRegistry';
import DeferredCodeBlock from './DeferredCodeBlock';
import { loadCodePartsAfterHydration } from './codeParts';

provideCodeBlock(DeferredCodeBlock);
loadCodePartsAfterHydration();
