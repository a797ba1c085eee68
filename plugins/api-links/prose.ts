/**
 * Claims in a guide page's prose checked against the API data (maintainers/writing.md, "Naming a prop, a slot or a class"),
 * in the vocabulary of `<ApiLink>`: a name is inline code (`sortingOrder`, `useAxesTooltip()`) or an
 * `<ApiLink name="Owner.member" />`, resolved in the page's front-matter `components:` unless it says its owner.
 * - **A near-miss of a prop**: inline code that is not a prop of the page's components but is one with its
 *   words reordered or one letter off (`minTickLabelGap` for `tickLabelMinGap`).
 * - **A stated default**: "`P` defaults to `V`", "the default of `P` is `V`", "`P` (V by default)", "`P` is `V`
 *   by default" must agree with the prop's `@default` (the first value of it, for defaults that depend on the
 *   variant), for the components the sentence names, else for every page component that has the prop.
 * - **A deprecated API**: inline code or `<ApiLink>` naming a deprecated export, component or prop must be
 *   labelled in its sentence (deprecated, instead, replaced, renamed, removed…), as migration pages do.
 * Pure: the caller gives the API index and the deprecated exports.
 */
import type { Parent, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute } from 'mdast-util-mdx-jsx';
import type { ApiComponent, ApiInterface, ApiProp } from '../../src/api/types';
import type { ApiNameIndex } from './resolve';

export interface ProseProblem {
  line: number | undefined;
  /** The API name the problem is about (what an allow-list entry names). */
  name: string;
  message: string;
}

/** A name of the sentence: inline code, or the `name` of an `<ApiLink>`. */
interface NameToken {
  value: string;
  apiLink: boolean;
  line: number | undefined;
  /** Offset of the token in the sentence text. */
  at: number;
}

interface Sentence {
  text: string;
  tokens: NameToken[];
}

/** Words that make naming a deprecated API a statement about it, not a recommendation. */
const DEPRECATION_LABEL =
  /deprecat|instead|replac|renam|remov|legacy|no longer|superseded|in favou?r of|migrat|codemod|was |were |used to|before v\d|\bv[4-7]\b/i;

/** Words that make a near-miss name an old API the sentence talks about (migration pages). */
const OLD_NAME_LABEL = /deprecat|instead|replac|renam|remov|no longer|superseded|in favou?r of|legacy/i;

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function apiLinkName(node: RootContent): string | undefined {
  if ((node.type !== 'mdxJsxTextElement' && node.type !== 'mdxJsxFlowElement') || node.name !== 'ApiLink') {
    return undefined;
  }
  const attr = node.attributes.find(
    (a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === 'name',
  );
  return typeof attr?.value === 'string' ? attr.value.trim() : undefined;
}

/** The paragraph as text, inline code and `<ApiLink>` written as `name`, split into sentences. */
export function sentencesOf(paragraph: Parent): Sentence[] {
  let text = '';
  const tokens: NameToken[] = [];
  const walk = (node: Parent) => {
    for (const child of node.children as RootContent[]) {
      const linkName = apiLinkName(child);
      if (linkName !== undefined) {
        tokens.push({ value: linkName, apiLink: true, line: child.position?.start.line, at: text.length });
        text += `\`${linkName}\``;
      } else if (child.type === 'inlineCode') {
        tokens.push({
          value: child.value,
          apiLink: false,
          line: child.position?.start.line,
          at: text.length,
        });
        text += `\`${child.value}\``;
      } else if (child.type === 'text') {
        text += child.value.replace(/\s+/g, ' ');
      } else if (child.type === 'break') {
        text += ' ';
      } else if ('children' in child && Array.isArray(child.children)) {
        walk(child as Parent);
      }
    }
  };
  walk(paragraph);
  const sentences: Sentence[] = [];
  // A sentence ends at . ! ? or ; followed by a space (never inside code, which is between backticks).
  let start = 0;
  const cut = (end: number) => {
    if (end <= start) return;
    sentences.push({
      text: text.slice(start, end),
      tokens: tokens
        .filter((token) => token.at >= start && token.at < end)
        .map((token) => ({ ...token, at: token.at - start })),
    });
    start = end;
  };
  let inCode = false;
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === '`') inCode = !inCode;
    else if (!inCode && /[.!?;]/.test(text[i]) && /\s/.test(text[i + 1] ?? ' ')) cut(i + 1);
  }
  cut(text.length);
  return sentences;
}

function paragraphsOf(tree: Root | Parent): Parent[] {
  const out: Parent[] = [];
  for (const child of tree.children as RootContent[]) {
    if (child.type === 'paragraph' || child.type === 'tableCell') out.push(child as Parent);
    else if (child.type !== 'code' && child.type !== 'heading' && 'children' in child) {
      out.push(...paragraphsOf(child as Parent));
    }
  }
  return out;
}

/** Camel-case words, lower-cased and sorted: `minTickLabelGap` and `tickLabelMinGap` give the same. */
function wordKey(name: string): string {
  return (name.match(/[A-Z]?[a-z0-9]+|[A-Z]+(?![a-z])/g) ?? [])
    .map((word) => word.toLowerCase())
    .sort()
    .join(' ');
}

function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return a === b;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  let j = 0;
  while (j < a.length - i && j < b.length - i && a[a.length - 1 - j] === b[b.length - 1 - j]) j += 1;
  return a.length - i - j <= 1 && b.length - i - j <= 1;
}

/** The prop `value` may have meant: same words in another order, or one letter off (names of 8+ letters). */
export function nearMissProp(components: readonly ApiComponent[], value: string): string | undefined {
  if (!/^[a-z][A-Za-z0-9]*$/.test(value)) return undefined;
  const props = new Set(components.flatMap((component) => component.props.map((prop) => prop.name)));
  if (props.has(value)) return undefined;
  const key = wordKey(value);
  for (const prop of props) {
    if (wordKey(prop) === key) return prop;
  }
  if (value.length < 8) return undefined;
  for (const prop of props) {
    if (withinOneEdit(value, prop)) return prop;
  }
  return undefined;
}

/** First value of a `@default`: `` `true` for desktop, `false` for mobile `` gives `true`. */
export function declaredDefault(raw: string): string {
  const code = /^`([^`]+)`/.exec(raw.trim());
  return normaliseValue(code ? code[1] : raw);
}

function normaliseValue(value: string): string {
  return value
    .trim()
    .replace(/^`|`$/g, '')
    .replace(/"/g, "'")
    .replace(/\s*px$/, '')
    .replace(/\s+/g, ' ')
    .replace(/\.$/, '');
}

const VALUE = '(`[^`]+`|-?\\d+(?:\\.\\d+)?(?:\\s*px)?|true|false|null|undefined)';
const NAME = '`([\\w$.]+)(?:\\(\\))?`';
const DEFAULT_PATTERNS = [
  new RegExp(`${NAME}\\s+(?:now\\s+|still\\s+)?defaults\\s+to\\s+${VALUE}`, 'g'),
  new RegExp(`[Tt]he\\s+default(?:\\s+value)?\\s+of\\s+${NAME}\\s+is\\s+(?:now\\s+)?${VALUE}`, 'g'),
  new RegExp(`${NAME}\\s+\\(${VALUE}\\s+by\\s+default\\)`, 'g'),
  new RegExp(`${NAME}\\s+is\\s+${VALUE}\\s+by\\s+default`, 'g'),
];

function memberOf(owner: ApiComponent | ApiInterface, name: string): ApiProp | undefined {
  return (owner.kind === 'component' ? owner.props : owner.properties).find((prop) => prop.name === name);
}

/** Stated defaults of one sentence that differ from the declarations. */
function checkDefaults(
  sentence: Sentence,
  index: ApiNameIndex,
  components: readonly ApiComponent[],
): ProseProblem[] {
  const problems: ProseProblem[] = [];
  const named = sentence.tokens
    .map((token) => index.components.get(token.value.replace(/\(\)$/, '')))
    .filter((component): component is ApiComponent => component !== undefined);
  for (const pattern of DEFAULT_PATTERNS) {
    pattern.lastIndex = 0;
    for (const match of sentence.text.matchAll(pattern)) {
      const [, name, rawValue] = match;
      const token = sentence.tokens.find((t) => t.at === match.index || t.value === name);
      const stated = normaliseValue(rawValue);
      const [ownerName, member] = name.includes('.') ? name.split('.', 2) : [undefined, name];
      const owners: (ApiComponent | ApiInterface)[] = ownerName
        ? [index.components.get(ownerName) ?? index.interfaces.get(ownerName)].filter(
            (owner): owner is ApiComponent | ApiInterface => owner !== undefined,
          )
        : named.some((component) => memberOf(component, member))
          ? named
          : [...components];
      for (const owner of owners) {
        const declared = memberOf(owner, member)?.default;
        if (declared === undefined) continue;
        if (declaredDefault(declared) !== stated) {
          problems.push({
            line: token?.line,
            name,
            message: `the text says \`${member}\` defaults to ${rawValue}, but ${owner.name}.${member} is declared with @default ${declared}. Correct the sentence, or name the component it is about.`,
          });
        }
      }
    }
  }
  return problems;
}

/**
 * All prose problems of a page: near-miss props, wrong defaults, unlabelled deprecated APIs.
 * `deprecatedExports` maps an export name (deprecated in every package that declares it) to its message.
 */
export function checkProse(
  tree: Root,
  index: ApiNameIndex,
  components: readonly ApiComponent[],
  deprecatedExports: ReadonlyMap<string, string>,
): ProseProblem[] {
  const problems: ProseProblem[] = [];
  for (const paragraph of paragraphsOf(tree)) {
    for (const sentence of sentencesOf(paragraph)) {
      problems.push(...checkDefaults(sentence, index, components));
      const labelled = DEPRECATION_LABEL.test(sentence.text);
      const oldName = OLD_NAME_LABEL.test(sentence.text);
      for (const token of sentence.tokens) {
        const name = token.value.replace(/\(\)$/, '');
        if (!token.apiLink && !oldName) {
          const meant = nearMissProp(components, name);
          if (meant) {
            problems.push({
              line: token.line,
              name,
              message: `\`${name}\` is not a prop of ${components.map((c) => c.name).join(', ')}. Did you mean "${meant}"?`,
            });
          }
        }
        if (labelled || !IDENTIFIER.test(name.split('.').join('_'))) continue;
        const deprecation = deprecationOf(name, token.apiLink, index, components, deprecatedExports);
        if (deprecation !== undefined) {
          problems.push({
            line: token.line,
            name,
            message: `\`${name}\` is deprecated in the installed packages (${deprecation || 'no replacement given'}). Recommend the replacement, or say in the sentence that it is deprecated.`,
          });
        }
      }
    }
  }
  return problems;
}

function deprecationOf(
  name: string,
  apiLink: boolean,
  index: ApiNameIndex,
  components: readonly ApiComponent[],
  deprecatedExports: ReadonlyMap<string, string>,
): string | undefined {
  const parts = name.split('.');
  if (parts.length === 1) {
    const component = index.components.get(name);
    if (component) return component.deprecated;
    if (deprecatedExports.has(name)) return deprecatedExports.get(name);
    // A bare prop of the page's components (what inline code links to), unless a slot has the same name.
    if (components.some((owner) => owner.slots.some((slot) => slot.name === name))) return undefined;
    for (const owner of components) {
      const prop = memberOf(owner, name);
      if (prop) return prop.deprecated;
    }
    return undefined;
  }
  if (parts.length === 2 && apiLink) {
    const owner = index.components.get(parts[0]) ?? index.interfaces.get(parts[0]);
    return owner ? memberOf(owner, parts[1])?.deprecated : undefined;
  }
  return undefined;
}
