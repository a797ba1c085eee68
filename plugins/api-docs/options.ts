/** The API reference's own options (`api` in the plugin's options), their defaults and their validation. */
import path from 'node:path';

export interface ApiDocsPluginOptions {
  /** Where the extracted model is cached, relative to the site. */
  cacheDir: string;
}

export const DEFAULT_API_DOCS_OPTIONS: ApiDocsPluginOptions = {
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
): ApiDocsPluginOptions {
  if (raw !== undefined && (raw === null || typeof raw !== 'object' || Array.isArray(raw))) {
    throw new Error('api-docs: invalid options:\n- api must be an object');
  }
  const options = { ...DEFAULT_API_DOCS_OPTIONS, ...(raw ?? {}) };
  const problems: string[] = [];
  checkRelativeDir(options.cacheDir, 'api.cacheDir', problems);
  const unknown = Object.keys(options).filter((key) => !(key in DEFAULT_API_DOCS_OPTIONS));
  if (unknown.length > 0) problems.push(`unknown api option(s): ${unknown.join(', ')}`);
  if (problems.length > 0) throw new Error(`api-docs: invalid options:\n- ${problems.join('\n- ')}`);
  return options;
}
