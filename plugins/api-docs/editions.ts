/**
 * The plan of each prop of a paid edition, found by comparing the editions of one component: a prop of
 * `DataGridPremium` that `DataGridPro` also has but `DataGrid` lacks needs the Pro plan, one that neither
 * has needs Premium. Editions are recognised by name (`<Base>`, `<Base>Pro`, `<Base>Premium`) within a
 * product. A prop the extraction already marked (interfaces' members) keeps its plan.
 */
import type { ApiComponent, ApiProp } from '../../src/api/types';
import type { Plan } from '../../src/pageTree/types';

/** The plans in the order their editions include each other. */
const EDITION_SUFFIXES: readonly { plan: Plan | undefined; suffix: string }[] = [
  { plan: undefined, suffix: '' },
  { plan: 'pro', suffix: 'Pro' },
  { plan: 'premium', suffix: 'Premium' },
];

function editionBase(component: ApiComponent): { base: string; level: number } | null {
  if (!component.plan) return null;
  const level = EDITION_SUFFIXES.findIndex((edition) => edition.plan === component.plan);
  const { suffix } = EDITION_SUFFIXES[level];
  if (!component.name.endsWith(suffix)) return null;
  return { base: component.name.slice(0, -suffix.length), level };
}

/**
 * The props of `component` with the plan each needs, when `component` is a paid edition whose lower
 * editions are documented; otherwise the props as they are.
 */
export function propsWithEditionPlans(component: ApiComponent, all: readonly ApiComponent[]): ApiProp[] {
  const edition = editionBase(component);
  if (!edition) return component.props;
  const byName = new Map(
    all.filter((entry) => entry.product === component.product).map((entry) => [entry.name, entry]),
  );
  // The lower editions that exist, lowest first, each with its set of prop names.
  const lower = EDITION_SUFFIXES.slice(0, edition.level).flatMap(({ suffix }) => {
    const entry = byName.get(edition.base + suffix);
    return entry && entry.plan === EDITION_SUFFIXES.find((e) => e.suffix === suffix)?.plan
      ? [{ plan: entry.plan, names: new Set(entry.props.map((prop) => prop.name)) }]
      : [];
  });
  if (lower.length === 0) return component.props;
  return component.props.map((prop) => {
    if (prop.plan) return prop;
    // The lowest edition that has the prop decides; none has it: this edition's plan.
    const first = lower.find((entry) => entry.names.has(prop.name));
    const plan = first ? first.plan : component.plan;
    return plan ? { ...prop, plan } : prop;
  });
}
