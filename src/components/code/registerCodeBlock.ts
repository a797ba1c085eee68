/**
 * Imported for its effect by every page with fenced code (plugins/writer-components): makes the site's code
 * block the one fences render with, so Prism loads with the pages that show code and no others.
 */
import CodeBlock from '@theme/CodeBlock';
import { provideCodeBlock } from './codeBlockRegistry';

provideCodeBlock(CodeBlock);
