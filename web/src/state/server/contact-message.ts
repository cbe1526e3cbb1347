/**
 * Contact messages (001 §2, §4, §7): one mutation, `sendContactMessage` (POST
 * pjcontactus/pjcontactus/insert, no token). Delivered means the answer's affectedRows is above 0.
 * The client sends no ipAddress: the server records the sender's address from the request, so the
 * page calls no third-party address lookup (and never needs the spec's '{ip}' fallback).
 */
import { useCallback, useState } from 'react';
import { callApi } from '../../lib/api';
import { report } from '../../lib/errors';
import { isExpectedFailure } from '../swr-config';

/** The six category flags of a contact message, in display order (001 §2, §3). */
export const CONTACT_CATEGORIES = [
  'legal',
  'suggestion',
  'question',
  'advertising',
  'business',
  'jobOpportunities',
] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];
export type ContactCategories = Record<ContactCategory, boolean>;

/** 'question' is on by default (001 §3). */
export const DEFAULT_CONTACT_CATEGORIES: ContactCategories = {
  legal: false,
  suggestion: false,
  question: true,
  advertising: false,
  business: false,
  jobOpportunities: false,
};

export interface ContactMessage {
  email: string;
  categories: ContactCategories;
  /** the message text */
  details: string;
}

/** Sends a message; true when delivered. Unexpected failures are reported; none is thrown. */
export async function sendContactMessage(message: ContactMessage): Promise<boolean> {
  try {
    const answer = await callApi('sendContactMessage', {
      email: message.email.trim(),
      ...message.categories,
      contactDetails: message.details.trim(),
    });
    return answer.affectedRows > 0;
  } catch (error) {
    if (!isExpectedFailure(error)) report(error, { where: 'api:sendContactMessage' });
    return false;
  }
}

export type SendStatus = 'idle' | 'sending' | 'sent' | 'failed';

/** The contact form's mutation: its status and the address the answer will go to. */
export function useSendContactMessage() {
  const [status, setStatus] = useState<SendStatus>('idle');
  const [sentTo, setSentTo] = useState('');
  const send = useCallback(async (message: ContactMessage) => {
    setStatus('sending');
    const delivered = await sendContactMessage(message);
    setSentTo(delivered ? message.email.trim() : '');
    setStatus(delivered ? 'sent' : 'failed');
    return delivered;
  }, []);
  const reset = useCallback(() => setStatus('idle'), []);
  return { status, sentTo, send, reset };
}
