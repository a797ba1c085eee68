/**
 * "Open in StackBlitz": the form POSTed to StackBlitz's public `run` endpoint. A pure function builds the
 * fields (a Vite + React project with the demo, an index file and a package.json pinned to the MUI X
 * versions this site uses), so tests can check the payload without any network.
 */
import type { CodeVariant, StylingKey } from '@site/src/codeVariant';
import type { DemoExtraFile } from './types';

export const STACKBLITZ_RUN_URL = 'https://stackblitz.com/run';

/** Always present: the demo needs React, MUI and its styling engine even when it imports none of them. */
const BASE_PACKAGES = ['react', 'react-dom', '@mui/material', '@emotion/react', '@emotion/styled'];

/** Date libraries the pickers' adapters need (`@mui/x-date-pickers/AdapterDayjs` → dayjs). */
const ADAPTER_LIBRARIES: Record<string, string> = {
  AdapterDayjs: 'dayjs',
  AdapterDateFns: 'date-fns',
  AdapterDateFnsV3: 'date-fns',
  AdapterLuxon: 'luxon',
  AdapterMoment: 'moment',
};

const DEV_TOOLS: Record<string, string> = {
  vite: '^6.0.0',
  '@vitejs/plugin-react': '^4.3.0',
};

const TS_TOOLS: Record<string, string> = {
  typescript: '^5.9.0',
  '@types/react': '^19.0.0',
  '@types/react-dom': '^19.0.0',
};

const TAILWIND_TOOLS: Record<string, string> = {
  tailwindcss: '^4.0.0',
  '@tailwindcss/vite': '^4.0.0',
};

export interface StackBlitzInput {
  /** The demo's name, used for the title and file name. */
  name: string;
  variant: CodeVariant;
  styling: StylingKey;
  /** The demo's source in the chosen variant. */
  code: string;
  /** Stylesheets the demo imports (`./styles.css`). */
  files: DemoExtraFile[];
  /** `dependencies` of the site's package.json: where the exact versions come from. */
  siteDependencies: Record<string, string>;
  /** Page the demo comes from, for the project description. */
  pageUrl?: string;
}

export interface StackBlitzForm {
  action: string;
  fields: Record<string, string>;
}

/** Package names of the bare imports in `code`: `@mui/x-data-grid/DataGrid` → `@mui/x-data-grid`. */
export function importedPackages(code: string): string[] {
  const packages = new Set<string>();
  const pattern =
    /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g;
  for (const match of code.matchAll(pattern)) {
    const specifier = match[1] ?? match[2];
    if (!specifier || specifier.startsWith('.') || specifier.startsWith('/')) continue;
    const parts = specifier.split('/');
    packages.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]);
  }
  return [...packages];
}

/** The dependencies block: imported packages plus the base set, versions from the site's package.json. */
export function demoDependencies(
  code: string,
  siteDependencies: Record<string, string>,
): Record<string, string> {
  const names = new Set([...BASE_PACKAGES, ...importedPackages(code)]);
  for (const [adapter, library] of Object.entries(ADAPTER_LIBRARIES)) {
    if (
      code.includes(`@mui/x-date-pickers/${adapter}`) ||
      code.includes(`@mui/x-date-pickers-pro/${adapter}`)
    )
      names.add(library);
  }
  const dependencies: Record<string, string> = {};
  for (const name of [...names].sort()) {
    dependencies[name] = siteDependencies[name] ?? 'latest';
  }
  return dependencies;
}

function indexFile(name: string, variant: CodeVariant, styling: StylingKey): string {
  const lines = [
    "import * as React from 'react';",
    "import { createRoot } from 'react-dom/client';",
    "import { StyledEngineProvider } from '@mui/material/styles';",
  ];
  if (styling === 'tailwind') lines.push("import './index.css';");
  lines.push(
    `import ${name} from './${name}';`,
    '',
    variant === 'TS'
      ? "createRoot(document.getElementById('root')!).render("
      : "createRoot(document.getElementById('root')).render(",
    '  <React.StrictMode>',
    '    <StyledEngineProvider injectFirst>',
    `      <${name} />`,
    '    </StyledEngineProvider>',
    '  </React.StrictMode>,',
    ');',
    '',
  );
  return lines.join('\n');
}

function viteConfig(styling: StylingKey): string {
  const tailwind = styling === 'tailwind';
  return [
    "import { defineConfig } from 'vite';",
    "import react from '@vitejs/plugin-react';",
    ...(tailwind ? ["import tailwindcss from '@tailwindcss/vite';"] : []),
    '',
    `export default defineConfig({ plugins: [react()${tailwind ? ', tailwindcss()' : ''}] });`,
    '',
  ].join('\n');
}

function htmlFile(name: string, entry: string): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '  <head>',
    '    <meta charset="UTF-8" />',
    '    <meta name="viewport" content="width=device-width, initial-scale=1.0" />',
    `    <title>${name} demo — MUI X</title>`,
    '  </head>',
    '  <body>',
    '    <div id="root"></div>',
    `    <script type="module" src="/src/${entry}"></script>`,
    '  </body>',
    '</html>',
    '',
  ].join('\n');
}

/** Builds the POST form for one demo. */
export function stackBlitzForm(input: StackBlitzInput): StackBlitzForm {
  const { name, variant, styling, code, files, siteDependencies } = input;
  if (!/^[A-Z][A-Za-z0-9]*$/.test(name)) throw new Error(`Invalid demo name for StackBlitz: ${name}`);
  const ext = variant === 'TS' ? 'tsx' : 'jsx';
  const dependencies = demoDependencies(code, siteDependencies);
  const devDependencies: Record<string, string> = {
    ...DEV_TOOLS,
    ...(variant === 'TS' ? TS_TOOLS : {}),
    ...(styling === 'tailwind' ? TAILWIND_TOOLS : {}),
  };
  const packageJson = {
    name: `${name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}-demo`,
    private: true,
    type: 'module',
    scripts: { dev: 'vite', build: 'vite build', preview: 'vite preview' },
    dependencies,
    devDependencies,
  };
  const projectFiles: Record<string, string> = {
    'package.json': `${JSON.stringify(packageJson, null, 2)}\n`,
    'index.html': htmlFile(name, `index.${ext}`),
    'vite.config.js': viteConfig(styling),
    [`src/index.${ext}`]: indexFile(name, variant, styling),
    [`src/${name}.${ext}`]: code,
  };
  if (styling === 'tailwind') projectFiles['src/index.css'] = '@import "tailwindcss";\n';
  for (const file of files) projectFiles[`src/${file.name}`] = file.content;
  if (variant === 'TS') {
    projectFiles['tsconfig.json'] = `${JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          module: 'ESNext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          strict: true,
          skipLibCheck: true,
          noEmit: true,
        },
        include: ['src'],
      },
      null,
      2,
    )}\n`;
  }
  const fields: Record<string, string> = {
    'project[title]': `${name} demo — MUI X`,
    'project[description]': input.pageUrl
      ? `Demo from ${input.pageUrl}`
      : `The ${name} demo from the MUI X documentation.`,
    'project[template]': 'node',
    'project[dependencies]': JSON.stringify(dependencies),
  };
  for (const [filePath, content] of Object.entries(projectFiles))
    fields[`project[files][${filePath}]`] = content;
  return { action: `${STACKBLITZ_RUN_URL}?file=${encodeURIComponent(`src/${name}.${ext}`)}`, fields };
}

/** Submits the form in a new tab (browser only). */
export function openStackBlitz(form: StackBlitzForm): void {
  const element = document.createElement('form');
  element.method = 'POST';
  element.action = form.action;
  element.target = '_blank';
  element.style.display = 'none';
  for (const [name, value] of Object.entries(form.fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    element.appendChild(input);
  }
  document.body.appendChild(element);
  element.submit();
  element.remove();
}
