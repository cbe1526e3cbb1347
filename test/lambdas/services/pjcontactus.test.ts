import { TABLE } from '../env';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { handler } from '../../../lambdas/services/pjcontactus';
import { useFixedDate } from '../clock';
import { NOW, apiEvent } from '../factories';
import { answer } from './helpers';

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
const stored = () => ddb.commandCalls(PutCommand)[0]!.args[0].input.Item!;

describe('POST pjcontactus/pjcontactus/insert (sendContactMessage)', () => {
  it('files the message with the viewer address CloudFront set, ignoring the body, and answers affectedRows 1', async () => {
    ddb.on(PutCommand).resolves({});

    const response = await send({ headers: { 'CloudFront-Viewer-Address': '203.0.113.9:46532' } });

    expect(answer(response)).toEqual({ affectedRows: 1 });
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
    await send({ sourceIp: '192.0.2.4' });
    expect(stored().ipAddress).toBe('192.0.2.4');

    ddb.reset();
    ddb.on(PutCommand).resolves({});
    const event = apiEvent({
      method: 'POST',
      path: 'pjcontactus/pjcontactus/insert',
      body: { email: 'visitor@example.test', contactDetails: 'Hi' },
    });
    (event.requestContext as { identity?: unknown }).identity = undefined;
    await handler(event);
    expect(stored().ipAddress).toBe('{ip}');
  });

  it('refuses an invalid email or an empty message (400)', async () => {
    expect((await send({ body: { email: 'nope' } })).statusCode).toBe(400);
    expect((await send({ body: { contactDetails: '   ' } })).statusCode).toBe(400);
    expect(ddb.calls()).toHaveLength(0);
  });
});
