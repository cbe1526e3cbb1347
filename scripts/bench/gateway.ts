/**
 * The local gateway's added latency per REST request, against a bare Node HTTP server on the same
 * machine that calls the same handler. Both serve an instant handler, so the difference is what the
 * gateway itself costs: route lookup, auth mode, event and context building, response writing.
 * Requests are sequential over one keep-alive connection, in alternating rounds so that background
 * load on the machine falls on both sides alike.
 */
import { request as httpRequest, Agent, createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { routeNamed, type WebConfig } from '../../lib/contract';
import { startGateway } from '../../lib/local/gateway/server';
import type { HandlerSource, LambdaHandler } from '../../lib/local/lambda';
import { createLog } from '../../lib/local/log';
import { freePort } from '../../lib/local/ports';

const ROUNDS = Number(process.env.BENCH_GATEWAY_ROUNDS ?? 10);
const REQUESTS_PER_ROUND = Number(process.env.BENCH_GATEWAY_REQUESTS ?? 500);
const WARMUP = 300;
/** the most the gateway may add at the median */
export const GATEWAY_TARGET_MS = 1;

const API_KEY = 'bench-key';
const ROUTE = routeNamed('getPublicProfile');
const BODY = JSON.stringify([{ UserName: 'benchuser' }]);

/** The handler both servers call: answers at once, like a warm Lambda with nothing to do. */
const instantHandler: LambdaHandler = async () => ({
  statusCode: 200,
  headers: { 'content-type': 'application/json' },
  body: BODY,
});

const WEB_CONFIG: WebConfig = {
  region: 'us-east-1',
  apiUrl: 'http://127.0.0.1/api',
  gameChatSocketUrl: 'ws://127.0.0.1/ws/gamechat',
  messagesSocketUrl: 'ws://127.0.0.1/ws/messages',
  publicApiKey: API_KEY,
  userPoolId: 'local_bench',
  userPoolClientId: 'bench',
  mediaBaseUrl: 'http://127.0.0.1/media',
};

const handlers: HandlerSource = {
  rest: async () => instantHandler,
  socket: async () => instantHandler,
  stream: async () => instantHandler,
  roomTicks: async () => instantHandler,
  verifyIdToken: async () => ({ sub: 'bench' }),
};

function listen(server: Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

/** A bare Node server that hands the request to the same handler with a minimal event. */
async function startBare(): Promise<{ url: string; stop(): Promise<void> }> {
  const server = createServer((req, res) => {
    void (async () => {
      const result = (await instantHandler({ path: req.url, httpMethod: req.method }, {} as never)) as {
        statusCode: number;
        headers: Record<string, string>;
        body: string;
      };
      res.writeHead(result.statusCode, result.headers);
      res.end(result.body);
    })();
  });
  const port = await listen(server);
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise((r) => server.close(() => r())) };
}

function timedGet(agent: Agent, url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = httpRequest(url, { agent, headers: { 'x-api-key': API_KEY } }, (res) => {
      res.on('data', () => {});
      res.on('end', () => {
        if (res.statusCode !== 200) reject(new Error(`${url} answered ${res.statusCode}`));
        else resolve(Number(process.hrtime.bigint() - started) / 1e6);
      });
    });
    req.on('error', reject);
    req.end();
  });
}

async function series(agent: Agent, url: string, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) times.push(await timedGet(agent, url));
  return times;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

export interface GatewayFigures {
  requests: number;
  bareMedianMs: number;
  gatewayMedianMs: number;
  addedMedianMs: number;
  bareP99Ms: number;
  gatewayP99Ms: number;
}

export async function measureGateway(): Promise<GatewayFigures> {
  const gateway = await startGateway({
    port: await freePort(),
    host: '127.0.0.1',
    handlers,
    apiKey: API_KEY,
    webConfig: WEB_CONFIG,
    webRoot: '/nonexistent',
    log: createLog(true),
  });
  const bare = await startBare();
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const query = '?username=benchuser';
  const gatewayUrl = `http://127.0.0.1:${gateway.port}/api/${ROUTE.path}${query}`;
  const bareUrl = `${bare.url}/${ROUTE.path}${query}`;
  try {
    await series(agent, gatewayUrl, WARMUP);
    await series(agent, bareUrl, WARMUP);
    const viaGateway: number[] = [];
    const viaBare: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      viaGateway.push(...(await series(agent, gatewayUrl, REQUESTS_PER_ROUND)));
      viaBare.push(...(await series(agent, bareUrl, REQUESTS_PER_ROUND)));
    }
    return {
      requests: viaGateway.length,
      bareMedianMs: median(viaBare),
      gatewayMedianMs: median(viaGateway),
      addedMedianMs: median(viaGateway) - median(viaBare),
      bareP99Ms: percentile(viaBare, 0.99),
      gatewayP99Ms: percentile(viaGateway, 0.99),
    };
  } finally {
    agent.destroy();
    await bare.stop();
    await gateway.stop();
  }
}

export function printGateway(f: GatewayFigures): boolean {
  const ok = f.addedMedianMs <= GATEWAY_TARGET_MS;
  console.info(
    `\nLocal gateway vs bare Node HTTP server (${f.requests} sequential keep-alive requests each)`,
  );
  console.info(`  bare server   median ${f.bareMedianMs.toFixed(3)} ms   p99 ${f.bareP99Ms.toFixed(3)} ms`);
  console.info(
    `  gateway       median ${f.gatewayMedianMs.toFixed(3)} ms   p99 ${f.gatewayP99Ms.toFixed(3)} ms`,
  );
  console.info(
    `  added         median ${f.addedMedianMs.toFixed(3)} ms   ${ok ? '✓' : '✗'} (target ≤ ${GATEWAY_TARGET_MS} ms)`,
  );
  return ok;
}
