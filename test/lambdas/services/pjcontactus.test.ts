import { TABLE } from '../env';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { handler } from '../../../lambdas/services/pjcontactus';
import { useFixedDate } from '../clock';
import { NOW, apiEvent } from '../factories';
import { answer, attemptWrites, givenAttempts } from './helpers';

const ddb = mockClient(DynamoDBDocumentClient);
afterEach(() => ddb.reset());
useFixedDate(NOW);

const send = (options: {
  headers?: Record<string, string>;
  sourceIp?: string;
  body?: Record<string, unknown>;
}) =>
  handler(
    apiEvent({
      method: 'POST',
      path: 'pjcontactus/pjcontactus/insert',
      body: {
        email: 'visitor@example.test',
        ipAddress: '6.6.6.6',
        business: true,
        contactDetails: '  Partnership?  ',
        ...options.body,
      },
      headers: options.headers,
      sourceIp: options.sourceIp,
    }),
  );
const stored = () =>
  ddb
    .commandCalls(PutCommand)
    .map((call) => call.args[0].input.Item!)
    .find((item) => item.entity === 'contactMessage')!;
const addressWindow = (address: string) => ({ pk: `LIMIT#contact#${address}`, sk: 'LIMIT' });
const SHARED_WINDOW = { pk: 'LIMIT#contact-all#all', sk: 'LIMIT' };
/** The address's window with `count` messages (of 10), everyone's with `shared` (of 60). */
const givenWindows = (address: string, count = 0, shared = 0) => {
  givenAttempts(ddb, addressWindow(address), count, 10);
  givenAttempts(ddb, SHARED_WINDOW, shared, 60);
};

describe('POST pjcontactus/pjcontactus/insert (sendContactMessage)', () => {
  it('files the message with the viewer address CloudFront set, ignoring the body, and answers affectedRows 1', async () => {
    ddb.on(PutCommand).resolves({});
    givenWindows('203.0.113.9');

    const response = await send({ headers: { 'CloudFront-Viewer-Address': '203.0.113.9:46532' } });

    expect(answer(response)).toEqual({ affectedRows: 1 });
    // counted per address and for everyone, kept
    expect(attemptWrites(ddb, addressWindow('203.0.113.9'))).toEqual(['reserve']);
    expect(attemptWrites(ddb, SHARED_WINDOW)).toEqual(['reserve']);
    expect(ddb.commandCalls(PutCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      ConditionExpression: 'attribute_not_exists(pk)',
      Item: {
        month: '2025-06',
        createdAt: NOW.toISOString(),
        messageId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        email: 'visitor@example.test',
        ipAddress: '203.0.113.9',
        legal: false,
        suggestion: false,
        question: true,
        advertising: false,
        business: true,
        jobOpportunities: false,
        contactDetails: 'Partnership?',
        pk: 'CONTACT#2025-06',
        sk: expect.stringMatching(new RegExp(`^${NOW.toISOString()}#`)),
        entity: 'contactMessage',
      },
    });
  });

  it("falls back to the gateway's source address, and to '{ip}' when none is known", async () => {
    ddb.on(PutCommand).resolves({});
    givenWindows('192.0.2.4');
    await send({ sourceIp: '192.0.2.4' });
    expect(stored().ipAddress).toBe('192.0.2.4');

    ddb.reset();
    ddb.on(PutCommand).resolves({});
    givenWindows('{ip}');
    const event = apiEvent({
      method: 'POST',
      path: 'pjcontactus/pjcontactus/insert',
      body: { email: 'visitor@example.test', contactDetails: 'Hi' },
    });
    (event.requestContext as { identity?: unknown }).identity = undefined;
    await handler(event);
    expect(stored().ipAddress).toBe('{ip}');
  });

  it('refuses the eleventh message of the hour from an address with 429, filing nothing', async () => {
    givenWindows('192.0.2.4', 10);

    const response = await send({ sourceIp: '192.0.2.4' });

    expect(response.statusCode).toBe(429);
    expect(answer(response)).toEqual({
      type: 'TooManyRequests',
      message: 'Sorry, there have been too many attempts. Please try again in 1 minute.',
      attemptsLeft: 0,
      retryAfterSeconds: 60,
    });
    expect(stored()).toBeUndefined();
    // everyone's window is never touched: a message refused by the narrow window counts nowhere
    expect(attemptWrites(ddb, SHARED_WINDOW)).toEqual([]);
  });

  it("refuses with 429 when everyone's window is full, giving back the address's place", async () => {
    givenWindows('192.0.2.4', 0, 60);

    const response = await send({ sourceIp: '192.0.2.4' });

    expect(response.statusCode).toBe(429);
    expect(answer(response)).toMatchObject({
      message: 'Sorry, we are receiving too many requests right now. Please try again in 1 minute.',
    });
    expect(stored()).toBeUndefined();
    expect(attemptWrites(ddb, addressWindow('192.0.2.4'))).toEqual(['reserve', 'release']);
  });

  it('gives both places back when the message could not be filed (500)', async () => {
    givenWindows('192.0.2.4');
    // both windows are open (a reservation makes no put): the only put is the message's
    ddb.on(PutCommand).rejects(new Error('down'));

    const response = await send({ sourceIp: '192.0.2.4' });

    expect(response.statusCode).toBe(500);
    expect(attemptWrites(ddb, addressWindow('192.0.2.4'))).toEqual(['reserve', 'release']);
    expect(attemptWrites(ddb, SHARED_WINDOW)).toEqual(['reserve', 'release']);
  });

  it('refuses an invalid email or an empty message (400)', async () => {
    expect((await send({ body: { email: 'nope' } })).statusCode).toBe(400);
    expect((await send({ body: { contactDetails: '   ' } })).statusCode).toBe(400);
    expect(ddb.calls()).toHaveLength(0);
  });
});
