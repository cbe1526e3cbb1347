/**
 * A twin with a data folder: the first start seeds, a second start keeps everything (table items,
 * Cognito users, media objects, pool ids and API key) without seeding again and brings the app
 * client's settings up to date with the stack's, stopping leaves no
 * DynamoDB Local behind, and `npm run reset` refuses while the twin runs and starts over after.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { UpdateUserPoolClientCommand } from '@aws-sdk/client-cognito-identity-provider';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { USER_POOL_CLIENT } from '../../lib/contract/infrastructure';
import { dynamoClient } from '../../lib/local/engines/dynamodb';
import { LOCAL_CREDENTIALS, REPO_ROOT } from '../../lib/local/settings';
import type { SpawnedTwin } from '../../lib/local/spawn';
import { spawnTwin } from '../../lib/local/spawn';
import type { TwinInfo } from '../../lib/local/twin';
import { cognitoClient, confirmedUser, jwtClaims, signIn, uniqueEmail } from '../twin/helpers';

jest.setTimeout(180_000);

const run = promisify(execFile);
let dataDir: string;
let twin: SpawnedTwin | undefined;

beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'playjoin-persist-'));
});

afterAll(async () => {
  await twin?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** DynamoDB Local processes whose command line names this data folder. */
async function dynamoProcesses(): Promise<string[]> {
  const { stdout } = await run('ps', ['-eo', 'pid,args']).catch(() => ({ stdout: '' }));
  return stdout.split('\n').filter((line) => line.includes('DynamoDBLocal.jar') && line.includes(dataDir));
}

const reset = () =>
  run(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'scripts', 'reset.ts'), dataDir], {
    cwd: REPO_ROOT,
  }).then(
    () => ({ code: 0, output: '' }),
    (error: { code: number; stderr: string }) => ({ code: error.code, output: error.stderr }),
  );

it('keeps every kind of data across a stop and a start, and seeds only the first time', async () => {
  const marker = { pk: { S: `PERSIST#${randomUUID()}` }, sk: { S: 'ITEM' } };
  const objectKey = `media/persist/${randomUUID()}.txt`;
  const email = uniqueEmail('persist');

  twin = await spawnTwin({ port: 0, dataDir, quiet: true });
  const first: TwinInfo = twin.info;
  expect(first.seed.status).toBe('seeded');
  expect(await dynamoProcesses()).toHaveLength(1);
  const dynamo = dynamoClient(first.urls.engines.dynamodb);
  await dynamo.send(
    new PutItemCommand({ TableName: first.tableName, Item: { ...marker, note: { S: 'kept' } } }),
  );
  dynamo.destroy();
  const cognito = cognitoClient(first);
  await confirmedUser(first, cognito, email);
  // a data folder from before a settings change: the next start brings the client up to date
  await cognito.send(
    new UpdateUserPoolClientCommand({
      UserPoolId: first.userPoolId,
      ClientId: first.userPoolClientId,
      IdTokenValidity: 60,
      AccessTokenValidity: 60,
    }),
  );
  cognito.destroy();
  const s3 = new S3Client({
    endpoint: first.urls.engines.s3,
    region: first.region,
    forcePathStyle: true,
    credentials: LOCAL_CREDENTIALS,
  });
  await s3.send(
    new PutObjectCommand({
      Bucket: first.mediaBucket,
      Key: objectKey,
      Body: 'still here',
      ContentType: 'text/plain',
    }),
  );
  s3.destroy();
  await expect(reset()).resolves.toMatchObject({ code: 1, output: expect.stringContaining('is running') });

  await twin.stop();
  twin = undefined;
  expect(await dynamoProcesses()).toEqual([]);

  twin = await spawnTwin({ port: 0, dataDir, quiet: true });
  const second = twin.info;
  expect(second.seed).toEqual({ status: 'kept', seededAt: expect.any(String) });
  expect(second).toMatchObject({
    userPoolId: first.userPoolId,
    userPoolClientId: first.userPoolClientId,
    publicApiKey: first.publicApiKey,
  });
  const dynamoAgain = dynamoClient(second.urls.engines.dynamodb);
  const item = await dynamoAgain.send(new GetItemCommand({ TableName: second.tableName, Key: marker }));
  dynamoAgain.destroy();
  expect(item.Item?.note).toEqual({ S: 'kept' });
  const cognitoAgain = cognitoClient(second);
  const tokens = await signIn(second, cognitoAgain, email);
  const claims = jwtClaims(tokens.IdToken);
  expect(Number(claims.exp) - Number(claims.iat)).toBe(USER_POOL_CLIENT.tokenValidity.idTokenMinutes * 60);
  cognitoAgain.destroy();
  const served = await fetch(`${second.urls.site}/${objectKey}`);
  expect(await served.text()).toBe('still here');

  await twin.stop();
  twin = undefined;
  expect(await dynamoProcesses()).toEqual([]);
  await expect(reset()).resolves.toEqual({ code: 0, output: '' });
  expect(existsSync(dataDir)).toBe(false);
});
