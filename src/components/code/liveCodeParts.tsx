/**
 * What fences render once their chunk is here (./codeParts.ts). The highlighter reads the tokens back from the
 * server HTML a part kept (`rememberServerBlocks`), so blocks that hydrated as server HTML never load Prism.
 */
export { default as CodeBlock } from '@theme/CodeBlock';
export { default as CodeVariantPair } from './CodeVariantPair';
export { rememberServerBlocks } from './HighlightedCode';
