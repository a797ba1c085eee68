import sitePackage from '@site/package.json';
import {
  demoDependencies,
  importedPackages,
  STACKBLITZ_RUN_URL,
  stackBlitzForm,
} from '@site/src/demos/stackblitz';

const CODE = `import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import './styles.css';

export default function Demo(): React.ReactElement {
  return <Box />;
}
`;

describe('StackBlitz payload', () => {
  it('lists the packages a demo imports, without relative files', () => {
    expect(importedPackages(CODE)).toEqual([
      'react',
      '@mui/material',
      '@mui/x-data-grid-pro',
      '@mui/x-date-pickers',
    ]);
  });

  it('pins MUI X to the exact versions the site uses and adds the adapter library', () => {
    const dependencies = demoDependencies(CODE, sitePackage.dependencies);
    expect(dependencies['@mui/x-data-grid-pro']).toBe(sitePackage.dependencies['@mui/x-data-grid-pro']);
    expect(dependencies['@mui/x-data-grid-pro']).toMatch(/^\d+\.\d+\.\d+$/);
    expect(dependencies['@mui/x-date-pickers']).toBe(sitePackage.dependencies['@mui/x-date-pickers']);
    expect(dependencies.dayjs).toBe(sitePackage.dependencies.dayjs);
    expect(Object.keys(dependencies)).toEqual([
      '@emotion/react',
      '@emotion/styled',
      '@mui/material',
      '@mui/x-data-grid-pro',
      '@mui/x-date-pickers',
      'dayjs',
      'react',
      'react-dom',
    ]);
  });

  it('builds a TypeScript Vite project with the demo, an index file and its stylesheet', () => {
    const form = stackBlitzForm({
      name: 'BasicGrid',
      variant: 'TS',
      styling: 'system',
      code: CODE,
      files: [{ name: 'styles.css', language: 'css', content: '.a{}' }],
      siteDependencies: sitePackage.dependencies,
      pageUrl: 'https://mui.com/x/react-data-grid/',
    });
    expect(form.action).toBe(`${STACKBLITZ_RUN_URL}?file=src%2FBasicGrid.tsx`);
    expect(form.fields['project[title]']).toBe('BasicGrid demo — MUI X');
    expect(form.fields['project[template]']).toBe('node');
    expect(form.fields['project[files][src/BasicGrid.tsx]']).toBe(CODE);
    expect(form.fields['project[files][src/styles.css]']).toBe('.a{}');
    expect(form.fields['project[files][src/index.tsx]']).toContain("import BasicGrid from './BasicGrid';");
    expect(form.fields['project[files][src/index.tsx]']).toContain("document.getElementById('root')!");
    expect(form.fields['project[files][index.html]']).toContain(
      '<script type="module" src="/src/index.tsx"></script>',
    );
    const pkg = JSON.parse(form.fields['project[files][package.json]']);
    expect(pkg.dependencies['@mui/x-data-grid-pro']).toBe('8.29.3');
    expect(pkg.devDependencies.typescript).toBeDefined();
    expect(pkg.scripts.dev).toBe('vite');
    expect(JSON.parse(form.fields['project[dependencies]'])).toEqual(pkg.dependencies);
  });

  it('builds a JavaScript project with Tailwind for the Tailwind variant', () => {
    const form = stackBlitzForm({
      name: 'StatusGrid',
      variant: 'JS',
      styling: 'tailwind',
      code: CODE,
      files: [],
      siteDependencies: sitePackage.dependencies,
    });
    expect(form.fields['project[files][src/StatusGrid.jsx]']).toBe(CODE);
    expect(form.fields['project[files][src/index.css]']).toBe('@import "tailwindcss";\n');
    expect(form.fields['project[files][vite.config.js]']).toContain('plugins: [react(), tailwindcss()]');
    expect(form.fields['project[files][tsconfig.json]']).toBeUndefined();
    const pkg = JSON.parse(form.fields['project[files][package.json]']);
    expect(pkg.name).toBe('status-grid-demo');
    expect(pkg.devDependencies.typescript).toBeUndefined();
    expect(pkg.devDependencies.tailwindcss).toBeDefined();
  });

  it('refuses a name that could break out of the generated files', () => {
    expect(() =>
      stackBlitzForm({
        name: "X'/><script>",
        variant: 'JS',
        styling: 'system',
        code: '',
        files: [],
        siteDependencies: {},
      }),
    ).toThrow('Invalid demo name for StackBlitz');
  });
});
