/**
 * The API pages' data as the build serves it: the entries plugins/api-docs makes from the extracted model
 * (read from the model cache the build has just written), without demo links, which these tests do not read.
 */
import { loadApiModel } from '../../plugins/api-docs/model';
import { apiPageEntries, type ApiPageEntry } from '../../plugins/api-docs/pages';

let entries: ApiPageEntry[] | undefined;

export function apiPageData(): ApiPageEntry[] {
  entries ??= apiPageEntries({ model: loadApiModel().model, demos: new Map() });
  return entries;
}
