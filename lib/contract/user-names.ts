/**
 * Usernames and email addresses are unique case-insensitively (000 §5, 001 §5). Their key form is the
 * NFC lower case: the reservations (lambdas/data/usernames.ts) store it, the caller checks of REST
 * calls (lambdas/http/service.ts) and WebSocket frames (lambdas/sockets/) compare in it, and the web
 * app compares names with the same rule. Written once here, below every layer that uses it.
 */

/** The case-insensitive key form of a username or email address. */
export const foldCase = (text: string): string => text.normalize('NFC').toLowerCase();

/** Whether two usernames name the same user. */
export const sameUserName = (a: string, b: string): boolean => foldCase(a) === foldCase(b);
