/**
 * Deployment settings read once from CDK context (cdk.json or `-c key=value`). Everything the stack
 * varies per deployment lives here, validated where it is read, so a typo fails at synth time.
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Node } from 'constructs';
import { FUNCTION_RUNTIME } from '../contract/infrastructure';
import { CSP_EXTENSIBLE_DIRECTIVES, type CspDirective, type CspSources } from '../contract/security-headers';

export const CONTEXT = {
  stage: 'playjoin:stage',
  siteDomain: 'playjoin:siteDomain',
  siteCertificateArn: 'playjoin:siteCertificateArn',
  logLevel: 'playjoin:logLevel',
  cspSources: 'playjoin:cspSources',
  /** the AWS account and region the stage deploys to; prod must name both */
  account: 'playjoin:account',
  region: 'playjoin:region',
  /** where alarm notifications are mailed (an SNS email subscription, confirmed once by its recipient) */
  alarmEmail: 'playjoin:alarmEmail',
  /** the address Cognito's mail comes from through SES; its domain is the SES identity that verifies it */
  mailFrom: 'playjoin:mailFrom',
  /**
   * The origin secret's generations, oldest first (`1`, then `1,2` while rotating, then `2`): the REST
   * stage accepts each, CloudFront sends the last (docs/RUNBOOK.md "Rotating the origin secret").
   */
  originSecretGenerations: 'playjoin:originSecretGenerations',
  /** raising it replaces the public profile key (docs/RUNBOOK.md "Rotating the public API key") */
  publicApiKeyGeneration: 'playjoin:publicApiKeyGeneration',
} as const;

/** The stage a bare `cdk synth`/`cdk diff`/`cdk deploy` targets: never prod. */
export const DEFAULT_STAGE = 'dev';
/**
 * The region of a non-prod stage synthesised offline with no region known (no `-c playjoin:region`, no
 * CLI profile): only to give the template a concrete region (cross-region references need one). A
 * deploy always knows its region (CDK_DEFAULT_REGION from the CLI's credentials).
 */
export const OFFLINE_REGION = 'eu-west-1';
/**
 * The from-address prod mails with when none is configured: a placeholder that operators replace
 * (`-c playjoin:mailFrom=no-reply@their.domain`, docs/RUNBOOK.md "SES"); SES refuses to send from it.
 */
export const DEFAULT_MAIL_FROM = 'no-reply@playjoin.example';

const LOG_LEVELS = ['DEBUG', 'INFO', 'WARN', 'ERROR'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The directives `playjoin:cspSources` may add to, and their type: lib/contract/security-headers.ts. */
export const CSP_DIRECTIVES = CSP_EXTENSIBLE_DIRECTIVES;
export type { CspDirective, CspSources };

export interface StageSettings {
  /** lower-case deployment name; part of resource names, so it is kept short and DNS-safe */
  stage: string;
  /** prod keeps data (RETAIN, deletion protection); other stages clean up after themselves */
  isProd: boolean;
  /** for stateful resources: the table, buckets, user pool, log groups */
  removalPolicy: RemovalPolicy;
  /** optional custom domain of the site, with its ACM certificate (us-east-1) */
  siteDomain?: { domainName: string; certificateArn: string };
  logLevel: LogLevel;
  logRetention: RetentionDays;
  cspSources: CspSources;
  /** where the stage deploys: prod's account and region are always named; others may leave the account open */
  env: { account?: string; region: string };
  alarmEmail?: string;
  /** Cognito mails through SES with these (always in prod); undefined: Cognito's own sender (dev stages) */
  mail?: { from: string; domain: string };
  /** one or two generation numbers, oldest first */
  originSecretGenerations: number[];
  /** the public profile key's generation (1 unless rotated) */
  publicApiKeyGeneration: number;
}

/** Lambda defaults shared by every function (see functions.ts for the reasoning). */
export const FUNCTION_DEFAULTS = {
  memorySize: FUNCTION_RUNTIME.memoryMb,
  timeout: Duration.seconds(FUNCTION_RUNTIME.timeoutSeconds),
} as const;

/**
 * API Gateway throttling: stage-wide limits, and the tighter plan for the shared public key (000 §6).
 * The WebSocket stages take what a 10,000-listener room needs (docs/architecture.md "A room of 10,000
 * listeners"): the room fills in 5 s at 2,000 new connections a second, the rate the account's
 * connection quota is raised to before launch (docs/RUNBOOK.md "Quotas"), and 500 send attempts a
 * second fit under it; a burst of 4,000 absorbs a reconnect wave after a deploy.
 */
export const THROTTLING = {
  rest: { rateLimit: 200, burstLimit: 400 },
  socket: { rateLimit: 2_000, burstLimit: 4_000 },
  publicKey: { rateLimit: 20, burstLimit: 40, quotaPerDay: 200_000 },
} as const;

/**
 * Concurrency reserved per function (and capped there): what must keep working when the rest of the
 * account's concurrency is taken, 170 of the default 1,000 (AWS keeps 100 unreserved).
 * - the WebSocket authorizer, 100: 2,000 `$connect` a second at about 50 ms each is 100 at once; without
 *   it no one can join a room while other functions are busy.
 * - login (`pjuserlogin`), 50: sign-in at about 300 ms (Cognito) serves about 150 a second; a launch's
 *   wave of sign-ins must not starve, nor starve the rest.
 * - the stream consumers, 10 each: one invocation per stream shard at a time (parallelization factor 1),
 *   so 10 covers a table of 10 stream shards; they must never wait for concurrency the API took.
 */
export const RESERVED_CONCURRENCY = {
  socketAuthorizer: 100,
  services: { pjuserlogin: 50 } as Readonly<Record<string, number>>,
  streams: 10,
  roomTicks: 10,
} as const;

function contextString(node: Node, key: string): string | undefined {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string')
    throw new Error(`context ${key} must be a string, got ${JSON.stringify(value)}`);
  return value;
}

function parseCspSources(node: Node): CspSources {
  const raw: unknown = node.tryGetContext(CONTEXT.cspSources);
  if (raw === undefined || raw === null || raw === '') return {};
  const value: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`context ${CONTEXT.cspSources} must be an object of directive → source list`);
  }
  const sources: CspSources = {};
  for (const [directive, list] of Object.entries(value)) {
    if (!(CSP_DIRECTIVES as readonly string[]).includes(directive)) {
      throw new Error(`context ${CONTEXT.cspSources}: unsupported directive ${directive}`);
    }
    if (
      !Array.isArray(list) ||
      !list.every((s) => typeof s === 'string' && /^(https|wss):\/\/[^\s;']+$/.test(s))
    ) {
      throw new Error(`context ${CONTEXT.cspSources}.${directive} must list https:// or wss:// sources`);
    }
    sources[directive as CspDirective] = list as string[];
  }
  return sources;
}

const EMAIL = /^[^\s@]+@([a-z0-9-]+(\.[a-z0-9-]+)+)$/i;

function readEnv(
  node: Node,
  isProd: boolean,
  processEnv: NodeJS.ProcessEnv,
): { account?: string; region: string } {
  const account = contextString(node, CONTEXT.account);
  const region = contextString(node, CONTEXT.region);
  if (isProd && (!account || !region)) {
    throw new Error(
      `the prod stage deploys only to a named account and region: add -c ${CONTEXT.account}=<12 digits> ` +
        `-c ${CONTEXT.region}=<region> (docs/RUNBOOK.md)`,
    );
  }
  if (account !== undefined && !/^\d{12}$/.test(account)) {
    throw new Error(`context ${CONTEXT.account} must be a 12-digit AWS account id`);
  }
  if (region !== undefined && !/^[a-z]{2}(-[a-z]+)+-\d$/.test(region)) {
    throw new Error(`context ${CONTEXT.region} must be an AWS region such as eu-west-1`);
  }
  return {
    account: account ?? processEnv.CDK_DEFAULT_ACCOUNT,
    region: region ?? processEnv.CDK_DEFAULT_REGION ?? OFFLINE_REGION,
  };
}

function readGeneration(node: Node, key: string): number {
  const raw = contextString(node, key) ?? '1';
  const generation = Number(raw);
  if (!Number.isInteger(generation) || generation < 1) {
    throw new Error(`context ${key} must be a positive whole number: ${raw}`);
  }
  return generation;
}

function readOriginSecretGenerations(node: Node): number[] {
  const raw = contextString(node, CONTEXT.originSecretGenerations) ?? '1';
  const generations = raw.split(',').map((part) => Number(part.trim()));
  if (
    generations.length > 2 ||
    !generations.every((n) => Number.isInteger(n) && n > 0) ||
    (generations.length === 2 && generations[1]! <= generations[0]!)
  ) {
    throw new Error(
      `context ${CONTEXT.originSecretGenerations} must be one generation number, or the old and the new one ("1,2")`,
    );
  }
  return generations;
}

function readAlarmEmail(node: Node): string | undefined {
  const email = contextString(node, CONTEXT.alarmEmail);
  if (email !== undefined && !EMAIL.test(email)) {
    throw new Error(`context ${CONTEXT.alarmEmail} must be an email address: ${email}`);
  }
  return email;
}

function readMail(node: Node, isProd: boolean): StageSettings['mail'] {
  const configured = contextString(node, CONTEXT.mailFrom);
  if (!configured && !isProd) return undefined;
  const from = configured ?? DEFAULT_MAIL_FROM;
  const match = EMAIL.exec(from);
  if (!match) throw new Error(`context ${CONTEXT.mailFrom} must be an email address: ${from}`);
  // Cognito names the SES identity by the from-address's own domain (a verified domain identity)
  return { from, domain: match[1]! };
}

export function readSettings(node: Node, processEnv: NodeJS.ProcessEnv = process.env): StageSettings {
  const stage = contextString(node, CONTEXT.stage) ?? DEFAULT_STAGE;
  if (!/^[a-z][a-z0-9-]{0,15}$/.test(stage)) {
    throw new Error(`context ${CONTEXT.stage} must be 1-16 lower-case letters, digits or dashes: ${stage}`);
  }
  const isProd = stage === 'prod';

  const domainName = contextString(node, CONTEXT.siteDomain);
  const certificateArn = contextString(node, CONTEXT.siteCertificateArn);
  if (Boolean(domainName) !== Boolean(certificateArn)) {
    throw new Error(
      `context ${CONTEXT.siteDomain} and ${CONTEXT.siteCertificateArn} go together ` +
        '(CloudFront serves a custom domain only with an ACM certificate from us-east-1)',
    );
  }
  if (certificateArn && !certificateArn.startsWith('arn:aws:acm:us-east-1:')) {
    throw new Error(`context ${CONTEXT.siteCertificateArn} must be an ACM certificate in us-east-1`);
  }

  const logLevel = (contextString(node, CONTEXT.logLevel) ?? 'INFO').toUpperCase();
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    throw new Error(`context ${CONTEXT.logLevel} must be one of ${LOG_LEVELS.join(', ')}`);
  }

  return {
    stage,
    isProd,
    removalPolicy: isProd ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    siteDomain: domainName && certificateArn ? { domainName, certificateArn } : undefined,
    logLevel: logLevel as LogLevel,
    logRetention: isProd ? RetentionDays.THREE_MONTHS : RetentionDays.TWO_WEEKS,
    cspSources: parseCspSources(node),
    env: readEnv(node, isProd, processEnv),
    alarmEmail: readAlarmEmail(node),
    mail: readMail(node, isProd),
    originSecretGenerations: readOriginSecretGenerations(node),
    publicApiKeyGeneration: readGeneration(node, CONTEXT.publicApiKeyGeneration),
  };
}
