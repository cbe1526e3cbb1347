/**
 * Usernames and email addresses are unique case-insensitively (000 §5, 001 §5). Their key form is the
 * NFC lower case: the reservations (data/usernames.ts) store it, and the caller checks of REST calls
 * (http/service.ts) and WebSocket frames (sockets/) compare in it.
 */

/** The case-insensitive key form of a username or email address. */
export const foldCase = (text: string): string => text.normalize('NFC').toLowerCase();

/** Whether two usernames name the same user. */
export const sameUserName = (a: string, b: string): boolean => foldCase(a) === foldCase(b);
