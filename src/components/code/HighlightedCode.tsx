/**
 * Syntax-highlighted code with prism-react-renderer. Tokens get class names only; their colours come from
 * CSS variables holding both the light and the dark theme (see src/code/prismThemeCss.ts), so the
 * server HTML is already right for either colour scheme and hydration never differs.
 */
import * as React from 'react';
import { styled } from '@mui/material/styles';
import { grey } from '@mui/material/colors';
import { themeToVariables, tokenRules, unsetVariables } from '@site/src/code/prismThemeCss';
import { getPrism } from '@site/src/code/prism';

/** Block backgrounds, and the same under a highlighted line (MUI's `action.selected` laid over them). */
const LIGHT_BACKGROUNDS = [grey[50], '#e6e6e6'];
const DARK_BACKGROUND = 'hsl(210, 25%, 9%)';
const DARK_BACKGROUNDS = [DARK_BACKGROUND, 'rgb(55, 60, 65)'];

let colours: {
  light: ReturnType<typeof themeToVariables>;
  dark: ReturnType<typeof themeToVariables>;
  allTypes: string[];
} | null = null;

/** Prism's stock colours, each made readable (4.5:1) on the backgrounds it is shown on (worked out once). */
function tokenColours() {
  if (!colours) {
    const { themes } = getPrism();
    const light = themeToVariables(themes.github, LIGHT_BACKGROUNDS);
    const dark = themeToVariables(themes.vsDark, DARK_BACKGROUNDS);
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

/** The highlighted lines of `code` (no wrapper): shared by the read-only blocks and the demo editor. */
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
  const { Highlight, Prism, themes } = getPrism();
  return (
    <Highlight prism={Prism} theme={themes.github} code={code} language={lang}>
      {({ tokens, getLineProps, getTokenProps }) => (
        <>
          {tokens.map((line, index) => {
            const { style: _lineStyle, className: lineClass, ...lineProps } = getLineProps({ line });
            const highlighted = highlightLines?.has(index + 1);
            return (
              <span
                key={index}
                {...lineProps}
                className={highlighted ? `${lineClass} code-line-highlighted` : lineClass}
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

export default function HighlightedCode({
  code,
  language,
  highlightLines,
  className,
  preProps,
}: HighlightedCodeProps) {
  const lang = LANGUAGE_ALIASES[language] ?? language;
  return (
    <CodePre className={className} {...preProps}>
      <code className={`language-${lang}`}>
        <HighlightedLines code={code.replace(/\n$/, '')} language={lang} highlightLines={highlightLines} />
      </code>
    </CodePre>
  );
}
