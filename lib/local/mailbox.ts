/**
 * The twin's mailbox: every email Cognito would send (sign-up and resend codes, password-reset
 * codes, attribute verification) lands here instead, is printed to the console and is listed at
 * /_local/mailbox (HTML) and /_local/mailbox.json (for tests and scripts).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TwinLog } from './log';

/** Cognito's names for why a code was sent (its CustomMessage trigger sources, without the prefix). */
export type MessageSource =
  | 'SignUp'
  | 'ResendCode'
  | 'ForgotPassword'
  | 'UpdateUserAttribute'
  | 'VerifyUserAttribute'
  | 'AdminCreateUser'
  | 'Authentication';

export interface MailboxMessage {
  id: number;
  /** ISO time of delivery */
  at: string;
  source: MessageSource;
  /** the address (or phone number) the message went to */
  to: string;
  /** the Cognito username (the user's sub in an email-username pool) */
  username: string;
  code: string;
  subject: string;
  text: string;
}

export type NewMessage = Omit<MailboxMessage, 'id' | 'at'>;

/** The most recent messages kept; older ones drop off. */
const CAPACITY = 500;

export class Mailbox {
  private messages: MailboxMessage[] = [];
  private nextId = 1;

  /** @param file where the messages persist between starts; null keeps them in memory */
  constructor(
    private readonly file: string | null,
    private readonly log: TwinLog,
  ) {
    if (file) this.load(file);
  }

  deliver(message: NewMessage): MailboxMessage {
    const stored: MailboxMessage = { id: this.nextId++, at: new Date().toISOString(), ...message };
    this.messages.push(stored);
    if (this.messages.length > CAPACITY) this.messages.splice(0, this.messages.length - CAPACITY);
    this.save();
    this.log.info(`mail to ${stored.to} (${stored.source}): code ${stored.code}`);
    return stored;
  }

  /** Newest first; `to` matches the address case-insensitively. */
  list(filter: { to?: string } = {}): MailboxMessage[] {
    const to = filter.to?.toLowerCase();
    return this.messages.filter((message) => !to || message.to.toLowerCase() === to).reverse();
  }

  private load(file: string): void {
    try {
      const stored = JSON.parse(readFileSync(file, 'utf8')) as MailboxMessage[];
      this.messages = stored.slice(-CAPACITY);
      this.nextId = Math.max(0, ...this.messages.map((message) => message.id)) + 1;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }

  private save(): void {
    if (!this.file) return;
    mkdirSync(path.dirname(this.file), { recursive: true });
    writeFileSync(this.file, JSON.stringify(this.messages));
  }
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** The mailbox page: newest first, refreshes itself every five seconds. */
export function renderMailboxPage(messages: readonly MailboxMessage[]): string {
  const rows = messages
    .map(
      (message) =>
        `<tr><td>${escapeHtml(message.at)}</td><td>${escapeHtml(message.to)}</td>` +
        `<td>${escapeHtml(message.source)}</td><td class="code">${escapeHtml(message.code)}</td>` +
        `<td>${escapeHtml(message.subject)}<br><small>${escapeHtml(message.text)}</small></td></tr>`,
    )
    .join('\n');
  const body = messages.length
    ? `<table><thead><tr><th>Sent</th><th>To</th><th>Why</th><th>Code</th><th>Message</th></tr></thead>\n<tbody>\n${rows}\n</tbody></table>`
    : '<p>No mail yet. Sign up or ask for a password reset and the code shows up here.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="refresh" content="5">
<title>PlayJoin local mailbox</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2rem; }
table { border-collapse: collapse; }
th, td { border: 1px solid #ccc; padding: 0.4rem 0.6rem; text-align: left; vertical-align: top; }
.code { font-family: monospace; font-size: 1.3rem; font-weight: bold; }
</style>
</head>
<body>
<h1>Local mailbox</h1>
<p>Emails the local Cognito emulator would have sent. Newest first; the page refreshes every five seconds.</p>
${body}
</body>
</html>
`;
}
