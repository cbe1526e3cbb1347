/** The routes of the pjcontactus service (its Lambda): declared here, listed in the manifest (../routes.ts). */
import '../zod-locale';
import * as z from 'zod/mini';
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
    z.object({
      email: f.email(),
      ipAddress: z.optional(z.string().check(z.maxLength(64))),
      legal: z._default(f.bool(), false),
      suggestion: z._default(f.bool(), false),
      question: z._default(f.bool(), true),
      advertising: z._default(f.bool(), false),
      business: z._default(f.bool(), false),
      jobOpportunities: z._default(f.bool(), false),
      contactDetails: z.string().check(z.trim(), z.minLength(1), z.maxLength(LIMITS.contactDetailsMax)),
    }),
  response: () => r.affectedRows(),
  source: '001',
  summary: 'A contact-form message (affectedRows); the sender address is taken from the request.',
});

/** Every route pjcontactus serves, in manifest order. */
export const routes = [sendContactMessage] as const;
