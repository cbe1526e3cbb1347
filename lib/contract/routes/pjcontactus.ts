/** The routes of the pjcontactus service (its Lambda): declared here, listed in the manifest (../manifest.ts). */
import * as v from 'valibot';
import { route } from './shared';
import * as f from '../rules';
import * as r from '../responses';
import { LIMITS } from '../constants';

export const sendContactMessage = route({
  name: 'sendContactMessage',
  method: 'POST',
  path: 'pjcontactus/pjcontactus/insert',
  auth: 'none',
  body: () =>
    v.object({
      email: f.email(),
      ipAddress: v.optional(v.pipe(v.string(), v.maxLength(64))),
      legal: v.optional(f.bool(), false),
      suggestion: v.optional(f.bool(), false),
      question: v.optional(f.bool(), true),
      advertising: v.optional(f.bool(), false),
      business: v.optional(f.bool(), false),
      jobOpportunities: v.optional(f.bool(), false),
      contactDetails: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(LIMITS.contactDetailsMax)),
    }),
  response: () => r.affectedRows(),
  source: '001',
  summary: 'A contact-form message (affectedRows); the sender address is taken from the request.',
});

/** Every route pjcontactus serves, in manifest order. */
export const routes = [sendContactMessage] as const;
