/** The routes of the pjusersearch service (its Lambda): declared here, listed in the manifest (../manifest.ts). */
import * as v from 'valibot';
import { route, CALLER_UUID, searchFilters } from './shared';
import * as r from '../responses';
import * as f from '../rules';
import { LIMITS } from '../constants';

export const searchUsers = route({
  name: 'searchUsers',
  method: 'POST',
  path: 'pjusersearch/pjsearchcustom',
  auth: 'cognito',
  body: searchFilters,
  response: () => v.array(r.matchItem()),
  caller: CALLER_UUID,
  source: '000',
  summary: 'Custom search by filters.',
});

export const searchUsersByName = route({
  name: 'searchUsersByName',
  method: 'GET',
  path: 'pjusersearch/pjsearchcustom/username',
  auth: 'cognito',
  query: () =>
    v.object({
      uuid: f.uuid(),
      searchname: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(LIMITS.nameSearchMax)),
    }),
  response: () => v.array(r.matchItem()),
  caller: CALLER_UUID,
  source: '000',
  summary: 'Search by username.',
});

export const countSearchResults = route({
  name: 'countSearchResults',
  method: 'POST',
  path: 'pjusersearch/pjsearchcustom/count',
  auth: 'cognito',
  body: searchFilters,
  response: () => r.searchCount(),
  caller: CALLER_UUID,
  source: '000',
  summary: 'How many users a custom search finds (first item totalCount).',
});

/** Every route pjusersearch serves, in manifest order. */
export const routes = [searchUsers, searchUsersByName, countSearchResults] as const;
