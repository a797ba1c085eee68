// `npm run lint`. Syntax-level rules only (no type-aware rules): `tsc --noEmit` already checks types, and
// type-aware linting would cost minutes on this machine. See the README's "Lint and format" section.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['build/**', '.docusaurus/**', 'node_modules/**', 'i18n/**', 'static/**', 'tests/.results/**'],
  },
  {
    // Report `eslint-disable` comments that no longer disable anything.
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    // TypeScript already reports undefined names (with the right globals per file).
    rules: { 'no-undef': 'off' },
  },
  {
    files: ['**/*.{ts,tsx,js,jsx,mjs,cjs}'],
    ...reactHooks.configs.flat['recommended-latest'],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      ...reactHooks.configs.flat['recommended-latest'].rules,
      'react-hooks/exhaustive-deps': 'error',
      // Server HTML and the first client render must agree, so anything read from the browser (cookie, hash,
      // localStorage, viewport) is applied by a setState in an effect after hydration: that is the pattern
      // this rule forbids, and here it is the right one.
      'react-hooks/set-state-in-effect': 'off',
      // `new Function(source)` evaluates a string: allowed only where a test runs a generated inline script.
      'no-new-func': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    files: ['**/*.cjs', 'tests/jest.*.config.js', 'tests/unit/*Stub.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.jest } },
  },
);
