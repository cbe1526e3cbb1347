/** The routes of the pjupdategender service (its Lambda): declared here, listed in the manifest (../manifest.ts). */
import * as v from 'valibot';
import { route, CALLER_UUID } from './shared';
import * as f from '../rules';
import * as r from '../responses';

export const updateGender = route({
  name: 'updateGender',
  method: 'POST',
  path: 'pjupdategender/pjupdategender',
  auth: 'cognito',
  body: () => v.object({ uuid: f.uuid(), gender: f.gender() }),
  response: () => r.affectedRows(),
  caller: CALLER_UUID,
  source: '001',
  summary: "Set the caller's gender.",
});

/** Every route pjupdategender serves, in manifest order. */
export const routes = [updateGender] as const;
