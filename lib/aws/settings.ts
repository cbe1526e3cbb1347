/**
 * Deployment settings read once from CDK context (cdk.json or `-c key=value`). Everything the stack
 * varies per deployment lives here, validated where it is read, so a typo fails at synth time.
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Node } from 'constructs';
import { FUNCTION_RUNTIME } from '../contract/infrastructure';

export const CONTEXT = {
  stage: 'playjoin:stage',
  siteDomain: 'playjoin:siteDomain',
  siteCertificateArn: 'playjoin:siteCertificateArn',
  logLevel: 'playjoin:logLevel',
  cspSources: 'playjoin:cspSources',
} as const;

const LOG_LEVELS = ['DEBUG', 'INFO', 'WARN', 'ERROR'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Extra sources per CSP directive, e.g. an error-reporting host: `{ "connect-src": ["https://o1.ingest.example"] }`. */
export type CspSources = Partial<Record<CspDirective, string[]>>;
export const CSP_DIRECTIVES = [
  'connect-src',
  'img-src',
  'script-src',
  'style-src',
  'font-src',
  'media-src',
] as const;
export type CspDirective = (typeof CSP_DIRECTIVES)[number];

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
}

/** Lambda defaults shared by every function (see functions.ts for the reasoning). */
export const FUNCTION_DEFAULTS = {
  memorySize: FUNCTION_RUNTIME.memoryMb,
  timeout: Duration.seconds(FUNCTION_RUNTIME.timeoutSeconds),
} as const;

/** API Gateway throttling: stage-wide limits, and the tighter plan for the shared public key (000 §6). */
export const THROTTLING = {
  rest: { rateLimit: 200, burstLimit: 400 },
  socket: { rateLimit: 100, burstLimit: 200 },
  publicKey: { rateLimit: 20, burstLimit: 40, quotaPerDay: 200_000 },
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

export function readSettings(node: Node): StageSettings {
  const stage = contextString(node, CONTEXT.stage) ?? 'prod';
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
  };
}
