/**
 * Exported React components that deliberately get no API page, each with the reason. The generator
 * skips what matches here, and tests/unit/api/coverage.test.ts checks that every component the packages
 * export at runtime has a page or a rule here, and that every named entry still matches an export.
 *
 * A rule matches by `kind` (how the generator classified the export from its type) or by `names`.
 */
import type { ApiProductSegment } from '../../src/api/types';

/** How the generator classifies an exported component (see `classifyExport` in extract.ts). */
export type ExportKind =
  'component' | 'icon' | 'styled' | 'context' | 'unstable-alias' | 'deprecated' | 'placeholder';

export interface SkipRule {
  reason: string;
  kind?: ExportKind;
  names?: string[];
  /** Limits `names` to one product when a name is exported by several. */
  product?: ApiProductSegment;
}

export const SKIP_RULES: readonly SkipRule[] = [
  {
    kind: 'icon',
    reason:
      'SVG icon component: it takes the props of Material UI SvgIcon and is swapped through the `slots` of the component that renders it.',
  },
  {
    kind: 'styled',
    reason:
      'Styled element exported for custom compositions: it takes the props of the HTML element it renders plus `sx`, documented by the parent component page.',
  },
  {
    kind: 'context',
    reason: 'React context object, not a component: read it with `useContext`.',
  },
  {
    kind: 'placeholder',
    reason:
      'Deprecated placeholder that renders nothing; it exists so a wrong import fails loudly. The real component has its own page.',
  },
  {
    kind: 'unstable-alias',
    reason: 'Unstable_ alias of a component that is also exported under its stable name, which has the page.',
  },
];

export interface SkipCandidate {
  name: string;
  kind: ExportKind;
  product: ApiProductSegment;
}

export function findSkipRule(rules: readonly SkipRule[], candidate: SkipCandidate): SkipRule | undefined {
  return rules.find((rule) => {
    if (rule.product && rule.product !== candidate.product) return false;
    if (rule.names) return rule.names.includes(candidate.name);
    return rule.kind === candidate.kind;
  });
}
