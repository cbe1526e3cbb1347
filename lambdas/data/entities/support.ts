/**
 * Help requests and contact messages.
 * Declared once; item types derive from the declarations (entities/index.ts says how).
 */
import * as v from 'valibot';
import { defineEntity } from '../entity';
import { isoTimestamp } from './fields';

/** A help-center request (001 §3 "Help request"), filed by month. */
export const HelpRequestEntity = /* @__PURE__ */ defineEntity({
  name: 'helpRequest',
  schema: () =>
    v.object({
      month: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}$/)),
      createdAt: isoTimestamp(),
      requestId: v.pipe(v.string(), v.minLength(1)),
      uuid: v.pipe(v.string(), v.uuid()),
      /** the spec's spelling (001 §3) */
      inappropreateContent: v.boolean(),
      accountIssue: v.boolean(),
      troubleshooting: v.boolean(),
      legal: v.boolean(),
      advertising: v.boolean(),
      other: v.boolean(),
      reportDetails: v.string(),
    }),
  pk: { prefix: 'HELP', parts: ['month'] },
  sk: { prefix: '', parts: ['createdAt', 'requestId'] },
});
export type HelpRequest = v.InferOutput<typeof HelpRequestEntity.schema>;

/** A contact-form message (001 §3 "Contact message"), filed by month. */
export const ContactMessageEntity = /* @__PURE__ */ defineEntity({
  name: 'contactMessage',
  schema: () =>
    v.object({
      month: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}$/)),
      createdAt: isoTimestamp(),
      messageId: v.pipe(v.string(), v.minLength(1)),
      email: v.pipe(v.string(), v.minLength(3)),
      /** from the request, never from the body (http/client-address.ts); '{ip}' when unknown (001 §4) */
      ipAddress: v.pipe(v.string(), v.minLength(1)),
      legal: v.boolean(),
      suggestion: v.boolean(),
      question: v.boolean(),
      advertising: v.boolean(),
      business: v.boolean(),
      jobOpportunities: v.boolean(),
      contactDetails: v.pipe(v.string(), v.minLength(1)),
    }),
  pk: { prefix: 'CONTACT', parts: ['month'] },
  sk: { prefix: '', parts: ['createdAt', 'messageId'] },
});
export type ContactMessage = v.InferOutput<typeof ContactMessageEntity.schema>;
