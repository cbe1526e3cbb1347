/**
 * The profile's read marks (profiles.ts `ReadMark`): every `…NotiReadAt` attribute is kept on read,
 * declared on the entity or not, and `setReadMark` writes only names of that family.
 */
import { TABLE } from '../env';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { getProfile, setReadMark, type ReadMark } from '../../../lambdas/data';
import { ProfileEntity } from '../../../lambdas/data/entities';
import { ALICE, aProfile } from '../factories';

const ddb = mockClient(DynamoDBDocumentClient);
afterEach(() => ddb.reset());

const AT = '2025-06-01T10:00:00.000Z';
const stored = (extra: Record<string, unknown>) => ({ ...ProfileEntity.item(aProfile()), ...extra });

describe('a profile read', () => {
  it('keeps an undeclared fooNotiReadAt and drops other undeclared attributes', async () => {
    ddb.on(GetCommand).resolves({ Item: stored({ fooNotiReadAt: AT, barNotiReadAt: null, stray: 'x' }) });

    const profile = await getProfile(ALICE);

    expect(profile?.fooNotiReadAt).toBe(AT);
    expect(profile).toHaveProperty('barNotiReadAt', null);
    expect(profile).not.toHaveProperty('stray');
    expect(profile).not.toHaveProperty('pk');
    expect(profile).toEqual({ ...aProfile(), fooNotiReadAt: AT, barNotiReadAt: null });
  });

  it('refuses a read mark that is not a timestamp', () => {
    expect(() => ProfileEntity.parse(stored({ fooNotiReadAt: 42 }))).toThrow(/fooNotiReadAt/);
  });
});

describe('setReadMark', () => {
  it('sets an undeclared mark of the family', async () => {
    ddb.on(UpdateCommand).resolves({});

    expect(await setReadMark(ALICE, 'fooNotiReadAt', new Date(AT))).toBe(true);
    expect(ddb.commandCalls(UpdateCommand)[0]!.args[0].input).toMatchObject({
      TableName: TABLE,
      UpdateExpression: 'SET #mark = :at',
      ExpressionAttributeNames: { '#mark': 'fooNotiReadAt' },
      ExpressionAttributeValues: { ':at': AT },
    });
  });

  it('refuses a name outside the family and writes nothing', async () => {
    ddb.on(UpdateCommand).resolves({});
    for (const name of ['NotiReadAt', 'pk#NotiReadAt', 'email NotiReadAt', 'fooNotiReadAtX', 'email']) {
      await expect(setReadMark(ALICE, name as ReadMark, new Date(AT))).rejects.toThrow(/not a read mark/);
    }
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
  });
});
