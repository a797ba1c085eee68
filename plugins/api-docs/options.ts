/** Options of the api-docs plugin, their defaults and their validation. */
import path from 'node:path';

export interface ApiDocsPluginOptions {
  id?: string;
  /** Docs folder, relative to the site: scanned for `components:` front matter; pages go to `<docsDir>/api`. */
  docsDir: string;
  /** Where the extracted model is cached, relative to the site. */
  cacheDir: string;
}

export const DEFAULT_API_DOCS_OPTIONS: ApiDocsPluginOptions = {
  docsDir: 'docs',
  cacheDir: path.join('node_modules', '.cache', 'api-docs'),
};

function checkRelativeDir(value: unknown, name: string, problems: string[]): void {
  if (typeof value !== 'string' || value.trim() === '') {
    problems.push(`${name} must be a non-empty string`);
  } else if (path.isAbsolute(value) || value.split(/[\\/]/).includes('..')) {
    problems.push(`${name} must be a path inside the site folder (got "${value}")`);
  }
}

/** Fills defaults and returns the options, or throws with every problem found. */
export function normalizeApiDocsOptions(
  raw: Partial<ApiDocsPluginOptions> | undefined,
): ApiDocsPluginOptions & { id: string } {
  const options = { ...DEFAULT_API_DOCS_OPTIONS, ...(raw ?? {}) };
  const problems: string[] = [];
  checkRelativeDir(options.docsDir, 'docsDir', problems);
  checkRelativeDir(options.cacheDir, 'cacheDir', problems);
  if (options.id !== undefined && (typeof options.id !== 'string' || options.id === '')) {
    problems.push('id must be a non-empty string');
  }
  if (problems.length > 0) throw new Error(`api-docs: invalid options:\n- ${problems.join('\n- ')}`);
  return { ...options, id: options.id ?? 'default' };
}
