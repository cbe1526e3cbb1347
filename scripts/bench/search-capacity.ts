/**
 * Read units of a custom search on DynamoDB Local (issue 9 benchmark item 4), apart from the matching
 * bench: one game holding N members (each `userGame` item with its player card, as the stream leaves
 * them), the real pjusersearch handler called as API Gateway would, and every command's
 * ConsumedCapacity summed (ReturnConsumedCapacity TOTAL forced on each). Prints, per community size,
 * the units of a search page (limit 25, loose and strict filters, offsets 0 and 100) and of its count.
 *
 *   npx tsx scripts/bench/search-capacity.ts [sizes, default 1000,10000,30000]
 */
import { randomUUID } from 'node:crypto';
import { BatchWriteItemCommand } from '@aws-sdk/client-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { startDynamoDb, ensureTable } from '../../lib/local/engines/dynamodb';
import { useHandlerEnvironment } from './handler-environment';
import { meterClient } from './meter';

const TABLE = 'playjoin-search-bench';
const GAME = 7;
const CALLER = '11111111-1111-4111-8111-111111111111';

async function main() {
  const sizes = (process.argv[2] ?? '1000,10000,30000').split(',').map(Number);
  const engine = await startDynamoDb({ port: 8642, dataDir: null });
  useHandlerEnvironment(engine.endpoint, TABLE);
  try {
    await ensureTable(engine.client, TABLE);
    // imported after the environment is set: the modules read it at load
    const { documentClient } = await import('../../lambdas/data/client');
    const { GameEntity, ProfileEntity, UserGameEntity } = await import('../../lambdas/data/entities');
    const { cardOf } = await import('../../lambdas/domain/matching/card');
    const { handler } = await import('../../lambdas/services/pjusersearch');
    const { aGame, aProfile, aUserGame, apiEvent } = await import('../../test/lambdas/factories');
    const { PutCommand } = await import('@aws-sdk/lib-dynamodb');

    const { metered } = meterClient(documentClient);
    await documentClient.send(
      new PutCommand({
        TableName: TABLE,
        Item: ProfileEntity.item(aProfile({ uuid: CALLER })),
      }),
    );

    let members = 0;
    const addMembers = async (count: number) => {
      for (let start = 0; start < count; start += 25) {
        const items = Array.from({ length: Math.min(25, count - start) }, () => {
          const uuid = randomUUID();
          members += 1;
          const games = [GAME, ...(members % 3 === 0 ? [GAME + 100] : [])];
          const profile = aProfile({
            uuid,
            userName: `p${members}`,
            genderId: (members % 6) + 1,
            microphone: (members % 2) as 0 | 1,
            timeZoneId: (members % 20) + 1,
            dateOfBirth: `${1960 + (members % 45)}-03-03`,
            createdAt: new Date(Date.UTC(2025, 0, 1) + members * 1000).toISOString(),
          });
          const userGames = games.map((gameId) => aUserGame({ uuid, gameId, userName: profile.userName }));
          return UserGameEntity.item({
            ...userGames[0]!,
            addedAt: profile.createdAt,
            card: cardOf(profile, userGames),
          });
        });
        await engine.client.send(
          new BatchWriteItemCommand({
            RequestItems: {
              [TABLE]: items.map((item) => ({
                PutRequest: { Item: marshall(item, { removeUndefinedValues: true }) },
              })),
            },
          }),
        );
      }
    };
    const call = async (path: string, body: Record<string, unknown>) => {
      const { value: response, read } = await metered(() =>
        handler(
          apiEvent({
            method: 'POST',
            path,
            body: { uuid: CALLER, games: [GAME], ...body },
            sub: CALLER,
            claims: { iat: 'Sun Jun 01 11:59:00 UTC 2025' },
          }),
        ),
      );
      return { units: read, status: response.statusCode, answer: JSON.parse(response.body) as unknown };
    };

    console.log(
      '| members in the game | page, loose filters | page, strict filters | page at offset 100 | count (loose) | count (strict) |',
    );
    console.log('|---|---|---|---|---|---|');
    for (const size of sizes) {
      await addMembers(size - members);
      // the game's player count, as the stream keeps it
      await documentClient.send(
        new PutCommand({ TableName: TABLE, Item: GameEntity.item(aGame({ gameId: GAME, gameCount: size })) }),
      );
      const strict = { gender: 2, microphone: 1, timezone: 4 };
      const loose = await call('pjusersearch/pjsearchcustom', {});
      const narrow = await call('pjusersearch/pjsearchcustom', strict);
      const deep = await call('pjusersearch/pjsearchcustom', { offset: 100 });
      const count = await call('pjusersearch/pjsearchcustom/count', {});
      const strictCount = await call('pjusersearch/pjsearchcustom/count', strict);
      const n = (answer: unknown) => (Array.isArray(answer) ? answer.length : '?');
      console.log(
        `| ${size} | ${loose.units} RCU (${n(loose.answer)} found) | ${narrow.units} RCU (${n(narrow.answer)}) | ${deep.units} RCU (${n(deep.answer)}) | ${count.units} RCU ${JSON.stringify(count.answer)} | ${strictCount.units} RCU ${JSON.stringify(strictCount.answer)} |`,
      );
    }
  } finally {
    await engine.stop();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
