/** The routes of the pjhubhome service (its Lambda): declared here, listed in the manifest (../manifest.ts). */
import * as v from 'valibot';
import { route, CALLER_UUID } from './shared';
import * as r from '../responses';
import * as f from '../rules';

export const getSpectateStatus = route({
  name: 'getSpectateStatus',
  method: 'GET',
  path: 'pjhubhome/pjhubspecstatus',
  auth: 'cognito',
  query: () => v.object({ uuid: f.uuid(), username: f.username() }),
  response: () => r.spectateStatus(),
  caller: CALLER_UUID,
  source: '000',
  summary: 'Whether the caller spectates the named user (specStatus).',
});

/** Every route pjhubhome serves, in manifest order. */
export const routes = [getSpectateStatus] as const;
