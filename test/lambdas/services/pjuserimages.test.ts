import '../env';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { handler } from '../../../lambdas/services/pjuserimages';
import { ALICE, BOB, apiEvent } from '../factories';
import { ALICE_CLAIMS, answer, givenCaller } from './helpers';

const ddb = mockClient(DynamoDBDocumentClient);
afterEach(() => ddb.reset());

const ask = (query: Record<string, string>) =>
  handler(
    apiEvent({ method: 'GET', path: 'pjuserimages/pjuserimages', query, sub: ALICE, claims: ALICE_CLAIMS }),
  );

describe('GET pjuserimages/pjuserimages (getProfileImageUploadUrl)', () => {
  it('answers, as text, a 5-minute PUT address into the unserved uploads area, bound to type and size', async () => {
    givenCaller(ddb, null);

    const response = await ask({ filetype: 'jfif', uuid: ALICE, filesize: '204800' });

    expect(response.statusCode).toBe(200);
    expect(response.headers!['Content-Type']).toBe('text/plain; charset=utf-8');
    const url = new URL(response.body);
    expect(url.pathname).toMatch(new RegExp(`^/uploads/userprofileimages/${ALICE}-[A-Za-z0-9_-]{16}\\.jpg$`));
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
  });

  it('gives every upload a new key', async () => {
    givenCaller(ddb, null);

    const first = new URL((await ask({ filetype: 'png', uuid: ALICE, filesize: '10' })).body).pathname;
    const second = new URL((await ask({ filetype: 'png', uuid: ALICE, filesize: '10' })).body).pathname;

    expect(first).not.toBe(second);
    expect(first).toMatch(/\.png$/);
  });

  it("refuses files over 5 MB, unknown types and another user's uuid", async () => {
    givenCaller(ddb, null);

    const tooBig = await ask({ filetype: 'png', uuid: ALICE, filesize: String(5 * 1024 * 1024 + 1) });
    const gif = await ask({ filetype: 'gif', uuid: ALICE, filesize: '10' });
    const other = await ask({ filetype: 'png', uuid: BOB, filesize: '10' });

    expect(answer(tooBig)).toEqual(
      expect.objectContaining({ issues: [expect.objectContaining({ path: 'query.filesize' })] }),
    );
    expect([gif.statusCode, other.statusCode]).toEqual([400, 403]);
  });

  it("refuses the spec's query (filetype, uuid) alone: the size is signed into every address (400)", async () => {
    givenCaller(ddb, null);

    const response = await ask({ filetype: 'webp', uuid: ALICE });

    expect(response.statusCode).toBe(400);
    expect(answer(response)).toEqual(
      expect.objectContaining({ issues: [expect.objectContaining({ path: 'query.filesize' })] }),
    );
  });
});
