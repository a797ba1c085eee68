/**
 * @jest-environment node
 */
/**
 * The pages against the packages themselves: every runtime `propTypes` key of each documented component
 * appears in its page's props, and `@default` values shown match the JSDoc in the declaration files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SITE_DIR } from '@site/plugins/api-docs/model';
import { PROP_TYPES_ALLOW_LIST } from './propTypesAllowList';
import { componentPage, EXTRACTION_TIMEOUT, realApi, rootPackage } from './realModel';

type RuntimeComponent = {
  propTypes?: Record<string, unknown>;
  type?: RuntimeComponent;
  render?: RuntimeComponent;
};

function runtimePropTypes(component: RuntimeComponent | undefined): Record<string, unknown> | undefined {
  if (!component) return undefined;
  return component.propTypes ?? runtimePropTypes(component.type) ?? runtimePropTypes(component.render);
}

describe('runtime propTypes', () => {
  it(
    'every propTypes key of every documented component is on its page',
    () => {
      const { model } = realApi();
      const missing: string[] = [];
      const allowed = new Set(PROP_TYPES_ALLOW_LIST.map((entry) => `${entry.component}.${entry.prop}`));
      const usedAllowances = new Set<string>();
      let checked = 0;
      for (const component of model.components) {
        const data = componentPage(component.product, component.slug);
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- the package name is only known at run time
        const runtime = require(rootPackage(data.imports)) as Record<string, RuntimeComponent>;
        const propTypes = runtimePropTypes(runtime[data.exportName]);
        if (!propTypes) continue;
        checked += 1;
        const documented = new Set([...data.props.map((prop) => prop.name), ...(data.hiddenProps ?? [])]);
        for (const key of Object.keys(propTypes)) {
          if (documented.has(key)) continue;
          if (allowed.has(`${data.name}.${key}`)) usedAllowances.add(`${data.name}.${key}`);
          else missing.push(`${data.name}.${key}`);
        }
      }
      expect(missing).toEqual([]);
      // Most components ship propTypes; a collapse of this number would mean the lookup broke.
      expect(checked).toBeGreaterThan(200);
      expect([...allowed].filter((entry) => !usedAllowances.has(entry))).toEqual([]);
    },
    EXTRACTION_TIMEOUT,
  );

  it('pages list hidden (@ignore) props only when the declarations mark them so', () => {
    const grid = componentPage('data-grid', 'data-grid');
    expect(grid.hiddenProps).toContain('onStateChange');
    expect(grid.props.some((prop) => prop.name === 'onStateChange')).toBe(false);
  });
});

/** Every `@default` written for `propName` in the package's declaration files, read with a regex. */
function jsdocDefaults(packageName: string, propName: string): Set<string> {
  const found = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'esm' && entry.name !== 'node_modules') visit(full);
      } else if (entry.name.endsWith('.d.ts')) {
        const text = fs.readFileSync(full, 'utf8');
        const pattern = new RegExp(
          `/\\*\\*((?:(?!\\*/)[\\s\\S])*?)\\*/\\s*(?:readonly\\s+)?['"]?${propName}['"]?\\??:`,
          'g',
        );
        for (const match of text.matchAll(pattern)) {
          const tag = /@default\s+([^\n]*?)\s*(?:\n|$)/.exec(match[1].replace(/^\s*\* ?/gm, ''));
          if (tag) found.add(tag[1].trim());
        }
      }
    }
  };
  visit(path.join(SITE_DIR, 'node_modules', packageName));
  return found;
}

describe('@default values', () => {
  it('DataGrid checkboxSelection defaults to false, as its JSDoc says', () => {
    const prop = componentPage('data-grid', 'data-grid').props.find(
      (entry) => entry.name === 'checkboxSelection',
    );
    expect(prop).toMatchObject({ type: 'boolean', default: 'false', required: false });
    expect(jsdocDefaults('@mui/x-data-grid', 'checkboxSelection')).toEqual(new Set(['false']));
  });

  it.each([
    ['data-grid', 'data-grid', '@mui/x-data-grid'],
    ['date-pickers', 'date-picker', '@mui/x-date-pickers'],
    ['charts', 'bar-chart', '@mui/x-charts'],
    ['tree-view', 'rich-tree-view', '@mui/x-tree-view'],
  ])(
    'a sample of %s/%s defaults matches the declarations',
    (product, slug, packageName) => {
      const withDefaults = componentPage(product, slug).props.filter(
        (prop) => prop.default !== undefined && !prop.default.includes('\n'),
      );
      expect(withDefaults.length).toBeGreaterThan(3);
      // Every fourth prop with a default, so each run covers the whole range of the list.
      const sample = withDefaults.filter((_prop, index) => index % 4 === 0);
      const mismatches = sample
        .map((prop) => ({
          prop: prop.name,
          shown: prop.default,
          declared: [...jsdocDefaults(packageName, prop.name)],
        }))
        .filter((entry) => entry.declared.length > 0 && !entry.declared.includes(entry.shown!));
      const undeclared = sample
        .filter((prop) => jsdocDefaults(packageName, prop.name).size === 0)
        .map((prop) => prop.name);
      expect(mismatches).toEqual([]);
      // A default found nowhere in the owning package must come from a shared package (internals, material).
      expect(undeclared.length).toBeLessThanOrEqual(Math.ceil(sample.length / 2));
    },
    EXTRACTION_TIMEOUT,
  );
});
