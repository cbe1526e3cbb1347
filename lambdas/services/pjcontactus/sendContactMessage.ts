/**
 * POST pjcontactus/pjcontactus/insert — files a contact-form message (001 §2, §3) and answers
 * { affectedRows: 1 }. The sender's address comes from the request (http/client-address.ts), never
 * from the body; '{ip}' when none is known (001 §4).
 */
import { randomUUID } from 'node:crypto';
import { clientAddress, UNKNOWN_ADDRESS } from '../../http/client-address';
import type { OperationFor } from '../../http/service';

export const sendContactMessage: OperationFor<'sendContactMessage', 'putContactMessage'> = async ({
  body,
  deps,
  event,
}) => {
  const now = deps.clock.now();
  await deps.data.putContactMessage({
    month: now.toISOString().slice(0, 7),
    createdAt: now.toISOString(),
    messageId: randomUUID(),
    email: body.email,
    ipAddress: clientAddress(event) ?? UNKNOWN_ADDRESS,
    legal: body.legal,
    suggestion: body.suggestion,
    question: body.question,
    advertising: body.advertising,
    business: body.business,
    jobOpportunities: body.jobOpportunities,
    contactDetails: body.contactDetails,
  });
  return { affectedRows: 1 };
};
