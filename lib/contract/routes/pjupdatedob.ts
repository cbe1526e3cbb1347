/** The routes of the pjupdatedob service (its Lambda): declared here, listed in the manifest (../manifest.ts). */
import * as v from 'valibot';
import { route, CALLER_UUID } from './shared';
import * as f from '../rules';
import * as r from '../responses';

export const updateDateOfBirth = route({
  name: 'updateDateOfBirth',
  method: 'POST',
  path: 'pjupdatedob/pjupdatedob',
  auth: 'cognito',
  body: () => v.object({ uuid: f.uuid(), dob: f.isoDate() }),
  response: () => r.affectedRows(),
  caller: CALLER_UUID,
  source: '001',
  summary: "Set the caller's date of birth (yyyy-MM-dd).",
});

/** Every route pjupdatedob serves, in manifest order. */
export const routes = [updateDateOfBirth] as const;
