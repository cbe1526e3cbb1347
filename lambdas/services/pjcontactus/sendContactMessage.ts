/**
 * POST pjcontactus/pjcontactus/insert — files a contact-form message (001 §2, §3) and answers
 * { affectedRows: 1 }. The sender's address comes from the request (http/client-address.ts), never
 * from the body; '{ip}' when none is known (001 §4).
 *
 * Each message counts per address (10 an hour) and for everyone together (60 a minute) before it is
 * filed: beyond either, 429 with `retryAfterSeconds` and nothing is filed (auth/attempts.ts).
 */
import { randomUUID } from 'node:crypto';
import { addressPlaces, ATTEMPT_LIMITS, withCallLimit, type AttemptData } from '../../auth/attempts';
import { clientAddress, UNKNOWN_ADDRESS } from '../../http/client-address';
import type { OperationFor } from '../../http/service';

export const sendContactMessage: OperationFor<
  'sendContactMessage',
  'putContactMessage' | AttemptData
> = async ({ body, deps, event }) => {
  const now = deps.clock.now();
  const ipAddress = clientAddress(event) ?? UNKNOWN_ADDRESS;
  const places = addressPlaces(ATTEMPT_LIMITS.contact, ATTEMPT_LIMITS.contactAll, ipAddress);
  await withCallLimit(places, deps, () =>
    deps.data.putContactMessage({
      month: now.toISOString().slice(0, 7),
      createdAt: now.toISOString(),
      messageId: randomUUID(),
      email: body.email,
      ipAddress,
      legal: body.legal,
      suggestion: body.suggestion,
      question: body.question,
      advertising: body.advertising,
      business: body.business,
      jobOpportunities: body.jobOpportunities,
      contactDetails: body.contactDetails,
    }),
  );
  return { affectedRows: 1 };
};
