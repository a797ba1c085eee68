/**
 * Pagefind reads a page's text as the browser's DOM would hold it, without layout: text of neighbouring
 * elements is joined with nothing between them. Code lines (`<span class="token-line">` blocks, see
 * src/components/code/HighlightedCode.tsx), table cells and list items then run together in result
 * excerpts ("PieChart';// orimport", "number52"). The copy handed to Pagefind (never the page written
 * to disk) gets a space at each such boundary, which Pagefind keeps as a word separator.
 */

const BLOCKS =
  'td|th|tr|li|dt|dd|p|div|pre|h[1-6]|table|ul|ol|caption|figcaption|summary|blockquote|label|option|button';
/**
 * The start and the end of elements that are boundaries between two pieces of text. Both, because the built
 * HTML is minified: optional end tags (`</td>`, `</li>`, `</p>`) are left out.
 */
const BLOCK_TAG = new RegExp(`</?(?:${BLOCKS})(?=[\\s/>])`, 'gi');
/** The start of a highlighted code line, whatever other classes it has, quoted or not (minified). */
const CODE_LINE_START = /<span\b[^>]*?\bclass=(?:"(?:[^"]*\s)?token-line(?:\s[^"]*)?"|token-line(?=[\s>]))/gi;
const LINE_BREAK = /<br\s*\/?>/gi;

export function separateText(html: string): string {
  return html.replace(BLOCK_TAG, ' $&').replace(CODE_LINE_START, ' $&').replace(LINE_BREAK, '$& ');
}

/**
 * Controls inside an article are never content: their labels ("Copy", "Show code", "Reset demo") would
 * otherwise appear in excerpts. Always excluded, on top of the configured selectors.
 */
export const CONTROL_SELECTORS = ['button', '[role="button"]'];

/**
 * Inline style sheets, which Pagefind never indexes: Emotion writes each component's CSS into the page, about
 * 60% of the built HTML's bytes (50 of 85 MB with 547 pages). Left out of the copy handed to Pagefind, they are
 * neither scanned here nor sent to its process and parsed there.
 */
const STYLE_SHEET = /<style\b[^>]*>[\s\S]*?<\/style\s*>/gi;

export function withoutStyleSheets(html: string): string {
  return html.replace(STYLE_SHEET, '');
}
