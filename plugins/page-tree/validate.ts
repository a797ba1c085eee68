import type { PageTreeNode } from '../../src/pageTree/types';

const PLANS = ['pro', 'premium'];
// Status flags, and `route` (a page served by a route of its own, such as an API page: a link, not a doc).
const FLAGS = ['newFeature', 'planned', 'unstable', 'route'] as const;
const KNOWN_KEYS = new Set(['pathname', 'title', 'subheader', 'children', 'plan', ...FLAGS]);

/** Returns a readable problem per bad node; an empty list means the tree is valid. */
export function validatePageTree(tree: unknown, where = 'tree'): string[] {
  if (!Array.isArray(tree)) {
    return [`${where} must be an array of page-tree nodes`];
  }
  const problems: string[] = [];
  const seen = new Set<string>();
  const visit = (nodes: unknown[], path: string) => {
    nodes.forEach((raw, index) => {
      const at = `${path}[${index}]`;
      if (raw === null || typeof raw !== 'object') {
        problems.push(`${at} is not an object`);
        return;
      }
      const node = raw as PageTreeNode & Record<string, unknown>;
      const label = typeof node.pathname === 'string' ? `${at} (${node.pathname})` : at;
      for (const key of Object.keys(node)) {
        if (!KNOWN_KEYS.has(key)) problems.push(`${label} has an unknown key "${key}"`);
      }
      if (typeof node.pathname !== 'string' || !/^(\/|https:\/\/)/.test(node.pathname)) {
        problems.push(`${label}: pathname must start with "/" or "https://"`);
      } else if (!node.children) {
        if (seen.has(node.pathname)) problems.push(`${label}: the page is listed twice`);
        seen.add(node.pathname);
      }
      for (const textKey of ['title', 'subheader'] as const) {
        if (node[textKey] !== undefined && (typeof node[textKey] !== 'string' || node[textKey] === '')) {
          problems.push(`${label}: ${textKey} must be a non-empty string`);
        }
      }
      if (node.plan !== undefined && !PLANS.includes(node.plan)) {
        problems.push(`${label}: plan must be "pro" or "premium"`);
      }
      for (const flag of FLAGS) {
        if (node[flag] !== undefined && typeof node[flag] !== 'boolean') {
          problems.push(`${label}: ${flag} must be a boolean`);
        }
      }
      if (node.children !== undefined) {
        if (!Array.isArray(node.children) || node.children.length === 0) {
          problems.push(`${label}: children must be a non-empty array`);
        } else {
          visit(node.children, `${at}.children`);
        }
      }
    });
  };
  visit(tree, where);
  return problems;
}
