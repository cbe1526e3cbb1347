/**
 * The read and write units of the social graph's access patterns (srv-social), measured on the twin's
 * DynamoDB with ReturnConsumedCapacity: the data layer's own functions run against the seeded table,
 * every command they send asking for its consumed capacity (a middleware on the shared document
 * client). Printed as a table (docs/data-model.md S1–S6, A10, A14, "Community lists") and checked
 * against bounds that must not grow with the community.
 */
import { randomUUID } from 'node:crypto';
import type { ConsumedCapacity } from '@aws-sdk/client-dynamodb';
import { LOCAL_CREDENTIALS } from '../../lib/local/settings';
import { loadSeedUsers } from '../../lib/seed/data';
import { twinInfo } from '../twin/urls';
import type * as DataModule from '../../lambdas/data';

const info = twinInfo();
Object.assign(process.env, {
  AWS_ENDPOINT_URL_DYNAMODB: info.urls.engines.dynamodb,
  AWS_REGION: info.region,
  AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
  AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
  TABLE_NAME: info.tableName,
});

type Data = typeof DataModule;
let data: Data;
/** Each command's consumed units, by whether it reads or writes (DynamoDB Local gives CapacityUnits only). */
const consumed: { write: boolean; capacity: ConsumedCapacity }[] = [];
const WRITES = /^(Put|Update|Delete|TransactWrite|BatchWrite)/;
const rows: string[] = [];

beforeAll(async () => {
  data = await import('../../lambdas/data');
  const { documentClient } = await import('../../lambdas/data/client');
  documentClient.middlewareStack.add(
    (next, context) => async (args) => {
      (args.input as { ReturnConsumedCapacity?: string }).ReturnConsumedCapacity = 'INDEXES';
      const result = await next(args);
      const capacity = (result.output as { ConsumedCapacity?: ConsumedCapacity | ConsumedCapacity[] })
        .ConsumedCapacity;
      const write = WRITES.test(context.commandName ?? '');
      if (capacity) consumed.push(...[capacity].flat().map((each) => ({ write, capacity: each })));
      return result;
    },
    { step: 'initialize', name: 'measureCapacity' },
  );
});

afterAll(() => {
  console.info(`\n| Pattern | RCU | WCU |\n| --- | --- | --- |\n${rows.join('\n')}\n`);
});

/** Runs `work`, records its units under `label`, and answers them. */
async function measure(label: string, work: () => Promise<unknown>): Promise<{ rcu: number; wcu: number }> {
  consumed.length = 0;
  await work();
  const sum = (write: boolean) =>
    Math.round(
      consumed
        .filter((c) => c.write === write)
        .reduce((total, c) => total + (c.capacity.CapacityUnits ?? 0), 0) * 100,
    ) / 100;
  const units = { rcu: sum(false), wcu: sum(true) };
  rows.push(`| ${label} | ${units.rcu} | ${units.wcu} |`);
  return units;
}

const seeded = loadSeedUsers().filter((user) => user.active);
// the member with the most spectators in the seed data
const spectatorsOf = new Map<string, number>();
for (const user of seeded)
  for (const target of user.spectating) spectatorsOf.set(target, (spectatorsOf.get(target) ?? 0) + 1);
const popular = [...spectatorsOf.entries()].sort((a, b) => b[1] - a[1])[0]![0];

it('measures each social access pattern with ReturnConsumedCapacity', async () => {
  const now = new Date();
  const viewer = (await data.getProfileByUserName(seeded[50]!.userName))!;
  const target = (await data.getProfileByUserName(popular))!;

  const a2 = await measure('A2 profile by username (name item + profile)', () =>
    data.getProfileByUserName(popular),
  );
  expect(a2.rcu).toBeLessThanOrEqual(2);
  const blocks = await measure('Block either way (2-key BatchGet)', () =>
    data.isBlockedEitherWay(viewer.uuid, target.uuid),
  );
  expect(blocks.rcu).toBeLessThanOrEqual(1);
  await measure('S2 spectate status (GetItem of the edge)', () =>
    data.isSpectating(viewer.uuid, target.uuid),
  );

  const [spectator, spectated] = [randomUUID(), randomUUID()];
  const spectate = await measure('S1 spectate (Put + 2 block ConditionChecks, transactional)', () =>
    data.putSpectate({ spectatorUuid: spectator, targetUuid: spectated, createdAt: now.toISOString() }),
  );
  expect(spectate.wcu).toBeGreaterThan(0);
  await measure('S1 unspectate (conditional Delete)', () => data.deleteSpectate(spectator, spectated));

  const window = { offset: 0, limit: 25 };
  let ids: string[] = [];
  await measure('S3 spectators page of 25 (Query gsi1)', async () => {
    ids = await data.listSpectatorUuids(target.uuid, window);
  });
  expect(ids.length).toBeGreaterThan(0);
  await measure('S4 spectating page (Query gsi2)', () => data.listSpectatingUuids(viewer.uuid, window));
  const pipeline = await measure(`Pipeline: ${ids.length} profiles (BatchGet)`, () => data.getProfiles(ids));
  expect(pipeline.rcu).toBeLessThanOrEqual(ids.length * 0.5 + 0.5);
  await measure("Pipeline: the viewer's block relations (2 Queries)", () =>
    data.getBlockRelations(viewer.uuid),
  );
  await measure(`S6 spectate flags of ${ids.length} (BatchGet, projected)`, () =>
    data.getSpectatedAmong(viewer.uuid, ids),
  );
  await measure('S5 counts (profile GetItem)', () => data.getProfile(target.uuid));

  const day = now.toISOString().slice(0, 10);
  const [viewed, visitor] = [randomUUID(), randomUUID()];
  const view = {
    viewedUuid: viewed,
    viewerUuid: visitor,
    day,
    createdAt: now.toISOString(),
    expiresAt: Math.floor(now.getTime() / 1000) + 86400,
  };
  await measure('A14 record a view (conditional Put)', () => data.putProfileView(view));
  await measure('A14 the same view again (refused Put)', () => data.putProfileView(view));

  const [blocker, blocked] = [randomUUID(), randomUUID()];
  await data.putSpectate({ spectatorUuid: blocker, targetUuid: blocked, createdAt: now.toISOString() });
  await data.putSpectate({ spectatorUuid: blocked, targetUuid: blocker, createdAt: now.toISOString() });
  await measure('A10 block + remove both edges (transaction, both edges present)', () =>
    data.blockUser(blocker, blocked, now),
  );
  await measure('A10 block again (refused, then the 2 Deletes)', () => data.blockUser(blocker, blocked, now));

  const { ProfileEntity } = await import('../../lambdas/data/entities');
  const counter = (delta: 1 | -1) => ({
    key: ProfileEntity.key({ uuid: target.uuid }),
    expression: 'ADD #counter :delta',
    condition: 'attribute_exists(pk)',
    names: { '#counter': 'profileViewsCount' },
    values: { ':delta': delta },
  });
  const trend = data.trendBucketIncrement(
    { uuid: randomUUID(), day, expiresAt: Math.floor(now.getTime() / 1000) + 8 * 86400 },
    'views',
  );
  await measure('Stream: marker + profile counter + trend bucket (one transaction)', () =>
    data.applyOnce(`${randomUUID()}#measure`, [counter(1), trend], now),
  );
  await data.applyOnce(`${randomUUID()}#measure`, [counter(-1)], now);
  await measure('Stream: POPULAR entry (Put with its index entry)', () =>
    data.putListEntry({ uuid: randomUUID(), list: 'POPULAR', rank: data.countRank(3) }),
  );
});
