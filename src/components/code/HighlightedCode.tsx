/**
 * Syntax-highlighted code with prism-react-renderer. Tokens get class names only; their colours come from
 * CSS variables holding both the light and the dark theme of the site config's `prism` settings (see
 * src/code/prismThemeCss.ts), so the server HTML is already right for either colour scheme.
 *
 * Prism itself is not needed to hydrate (src/code/prism.ts): a block being hydrated keeps the tokens the
 * server rendered until its code changes, and a block with no server HTML shows its lines unhighlighted
 * until Prism has loaded.
 */
import * as React from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import siteConfig from '@generated/docusaurus.config';
import type { PrismTheme } from 'prism-react-renderer';
import { styled } from '@mui/material/styles';
import { grey } from '@mui/material/colors';
import { themeToVariables, tokenRules, unsetVariables } from '@site/src/code/prismThemeCss';
import { loadPrism, loadedPrism } from '@site/src/code/prism';
import '@site/src/code/prismOnServer';

/** Block backgrounds, and the same under a highlighted line (MUI's `action.selected` laid over them). */
const LIGHT_BACKGROUNDS = [grey[50], '#e6e6e6'];
const DARK_BACKGROUND = 'hsl(210, 25%, 9%)';
const DARK_BACKGROUNDS = [DARK_BACKGROUND, 'rgb(55, 60, 65)'];

let colours: {
  light: ReturnType<typeof themeToVariables>;
  dark: ReturnType<typeof themeToVariables>;
  allTypes: string[];
} | null = null;

/** The site config's Prism themes (`themeConfig.prism.theme` and `darkTheme`). */
function configuredThemes(): { light: PrismTheme; dark: PrismTheme } {
  const prismConfig = (siteConfig.themeConfig as { prism?: { theme?: PrismTheme; darkTheme?: PrismTheme } })
    .prism;
  const light = prismConfig?.theme ?? { plain: {}, styles: [] };
  return { light, dark: prismConfig?.darkTheme ?? light };
}

/** The configured colours, each made readable (4.5:1) on the backgrounds it is shown on (worked out once). */
function tokenColours() {
  if (!colours) {
    const themes = configuredThemes();
    const light = themeToVariables(themes.light, LIGHT_BACKGROUNDS);
    const dark = themeToVariables(themes.dark, DARK_BACKGROUNDS);
    colours = {
      light,
      dark,
      allTypes: [...light.types, ...dark.types.filter((type) => !light.types.includes(type))],
    };
  }
  return colours;
}

/** The `<pre>` every highlighted snippet uses (code blocks, demo sources). */
export const CodePre = styled('pre')(({ theme }) => {
  const { light, dark, allTypes } = tokenColours();
  return {
    ...light.variables,
    margin: 0,
    padding: theme.spacing(2),
    overflow: 'auto',
    fontFamily: 'var(--ifm-font-family-monospace)',
    fontSize: '0.8125rem',
    lineHeight: 1.6,
    color: 'var(--code-plain-color)',
    backgroundColor: LIGHT_BACKGROUNDS[0],
    borderRadius: theme.docs?.borderRadius ?? 12,
    tabSize: 2,
    '& code': { fontFamily: 'inherit', fontSize: 'inherit', background: 'none', padding: 0, border: 0 },
    ...tokenRules(allTypes),
    ...theme.applyStyles('dark', {
      ...unsetVariables(light.types, dark),
      ...dark.variables,
      backgroundColor: DARK_BACKGROUND,
    }),
  };
});

export interface HighlightedCodeProps {
  code: string;
  /** A Prism language id (tsx, jsx, css, bash…); unknown languages render as plain text. */
  language: string;
  /** 1-based line numbers to emphasise. */
  highlightLines?: ReadonlySet<number>;
  className?: string;
  preProps?: React.HTMLAttributes<HTMLPreElement> & { 'data-testid'?: string };
}

/** Language ids Prism knows under another name. */
const LANGUAGE_ALIASES: Record<string, string> = {
  sh: 'bash',
  shell: 'bash',
  ts: 'typescript',
  js: 'javascript',
};

/** Prism for this component: at once when it is loaded already, else once `loadPrism()` has it. */
function usePrism() {
  const [prism, setPrism] = React.useState(loadedPrism);
  React.useEffect(() => {
    if (prism) return undefined;
    let current = true;
    loadPrism().then(
      (loaded) => current && setPrism(loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [prism]);
  return prism;
}

/** One line of code as a block, the way the highlighter lays lines out. */
function PlainLine({ text, className }: { text: string; className: string }) {
  return (
    <span className={className} style={{ display: 'block' }}>
      {text === '' ? <br /> : text}
    </span>
  );
}

/**
 * The highlighted lines of `code` (no wrapper): shared by the read-only blocks and the demo editor. Until
 * Prism is here, the same lines unhighlighted.
 */
export function HighlightedLines({
  code,
  language,
  highlightLines,
}: {
  code: string;
  language: string;
  highlightLines?: ReadonlySet<number>;
}) {
  const lang = LANGUAGE_ALIASES[language] ?? language;
  const prism = usePrism();
  const lineClass = (index: number, base: string) =>
    highlightLines?.has(index + 1) ? `${base} code-line-highlighted` : base;
  if (!prism) {
    return (
      <>
        {code.split('\n').map((text, index) => (
          <PlainLine key={index} text={text} className={lineClass(index, 'token-line')} />
        ))}
      </>
    );
  }
  const { Highlight, Prism } = prism;
  return (
    <Highlight prism={Prism} theme={configuredThemes().light} code={code} language={lang}>
      {({ tokens, getLineProps, getTokenProps }) => (
        <>
          {tokens.map((line, index) => {
            const { style: _lineStyle, className: lineClassName, ...lineProps } = getLineProps({ line });
            return (
              <span
                key={index}
                {...lineProps}
                className={lineClass(index, lineClassName)}
                style={{ display: 'block' }}
              >
                {line.length === 1 && line[0].empty ? (
                  // An empty line: a line break keeps its height (the token's own "\n" would add a second).
                  <br />
                ) : (
                  line.map((token, key) => {
                    const { style: _tokenStyle, ...tokenProps } = getTokenProps({ token });
                    return <span key={key} {...tokenProps} />;
                  })
                )}
              </span>
            );
          })}
        </>
      )}
    </Highlight>
  );
}

/**
 * True while this block shows the HTML the server rendered for it: from hydration until its code changes.
 * (On the server it is true as well; there Prism is always loaded, so the tokens are rendered.)
 */
function useServerHtml(code: string): boolean {
  const isBrowser = useIsBrowser();
  const [hydratedCode] = React.useState(() => (isBrowser ? null : code));
  return hydratedCode === code;
}

/**
 * The markup the server rendered for the blocks hydrated on this visit, by what they show. theme-classic's
 * Tabs remount their content right after hydration, and a demo's source switches between its TS and JS
 * variants: a block that shows what another showed in the server HTML reuses that markup (the site's own
 * output, escaped by React on the server), so nothing flashes unhighlighted and Prism is not needed.
 */
const serverMarkup = new Map<string, string>();

function markupKey(language: string, code: string, highlightLines: ReadonlySet<number> | undefined): string {
  const lines = highlightLines ? [...highlightLines].sort((a, b) => a - b).join(',') : '';
  return `${language}|${lines}|${code}`;
}

/** Roots already read by `rememberServerBlocks`: a part calls it on every render of its live version. */
const readRoots = new WeakSet<Element>();

/**
 * Records the markup the server rendered for the blocks inside `root`, a part of the page kept as server HTML
 * while the page hydrated and rendered live later (src/components/lazy/HydrateLater: demo frames, an API
 * page's import snippet). Their blocks then reuse that markup instead of loading Prism. Each block's code
 * is read back from its lines (one element per line), so a block is found again only by the exact code,
 * language and highlighted lines it was drawn with.
 */
export function rememberServerBlocks(root: Element | null): void {
  if (!root || readRoots.has(root)) return;
  readRoots.add(root);
  for (const code of root.querySelectorAll('pre > code')) {
    const language = /(?:^|\s)language-(\S+)/.exec(code.className)?.[1];
    const lines = [...code.children];
    if (!language || lines.length === 0 || lines.some((line) => !line.classList.contains('token-line')))
      continue;
    const text = lines.map((line) => line.textContent ?? '').join('\n');
    const highlighted = new Set<number>();
    lines.forEach((line, index) => {
      if (line.classList.contains('code-line-highlighted')) highlighted.add(index + 1);
    });
    serverMarkup.set(markupKey(language, text, highlighted), code.innerHTML);
  }
}

export default function HighlightedCode({
  code,
  language,
  highlightLines,
  className,
  preProps,
}: HighlightedCodeProps) {
  const lang = LANGUAGE_ALIASES[language] ?? language;
  const text = code.replace(/\n$/, '');
  const key = markupKey(lang, text, highlightLines);
  const prism = loadedPrism();
  // Hydrating without Prism: React keeps an element's server content when it is given as (empty) inner
  // HTML, so the server's tokens stay as they are. Each way of drawing the block has its own key, so
  // React builds the `<code>` afresh when the way changes instead of patching the old content.
  // If React rendered this block afresh while hydrating (it does after a hydration error elsewhere), there
  // is no server content to keep: the layout effect sees the empty element and draws the lines before paint.
  const [noServerHtml, setNoServerHtml] = React.useState(false);
  const keepServerHtml = useServerHtml(text) && !prism && !noServerHtml;
  const codeRef = React.useRef<HTMLElement | null>(null);
  React.useLayoutEffect(() => {
    if (keepServerHtml && text !== '' && codeRef.current && !codeRef.current.hasChildNodes())
      setNoServerHtml(true);
  }, [keepServerHtml, text]);
  const copied = prism || keepServerHtml ? undefined : serverMarkup.get(key);
  let content: React.ReactNode;
  if (keepServerHtml) {
    content = (
      <code
        key="server"
        ref={(element) => {
          codeRef.current = element;
          if (element?.innerHTML) serverMarkup.set(key, element.innerHTML);
        }}
        className={`language-${lang}`}
        dangerouslySetInnerHTML={{ __html: '' }}
        suppressHydrationWarning
      />
    );
  } else if (copied !== undefined) {
    content = <code key="copy" className={`language-${lang}`} dangerouslySetInnerHTML={{ __html: copied }} />;
  } else {
    content = (
      <code key="client" className={`language-${lang}`}>
        <HighlightedLines code={text} language={lang} highlightLines={highlightLines} />
      </code>
    );
  }
  return (
    <CodePre className={className} {...preProps}>
      {content}
    </CodePre>
  );
}
