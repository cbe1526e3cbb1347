/**
 * Fixed facts about the local twin: where it keeps its data, what its resources are called and
 * which credentials and region its engines accept. Everything else is decided at start-up.
 */
import path from 'node:path';

/** the repository root (this file lives in lib/local) */
export const REPO_ROOT = path.resolve(__dirname, '../..');

/** default data folder, gitignored; `npm run reset` removes it */
export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, '.local');

export const DEFAULT_TWIN_PORT = 3000;

/** the twin listens on loopback only: it is a development tool, not a server for the network */
export const TWIN_HOST = '127.0.0.1';

export const TWIN_REGION = 'us-east-1';

/** the engines accept any key; the handlers' SDK clients read these from the environment */
export const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' } as const;

/** the 12-digit account id the twin puts into ARNs */
export const LOCAL_ACCOUNT_ID = '000000000000';

/** physical names of the twin's resources (the deployed ones come from the CDK stack) */
export const LOCAL_RESOURCES = {
  tableName: 'playjoin',
  mediaBucket: 'playjoin-media',
  userPoolName: 'playjoin-local',
  userPoolClientName: 'playjoin-web',
  /** handlers' Lambda function names are `${functionPrefix}${service}` */
  functionPrefix: 'playjoin-local-',
} as const;

/** sub-folders and files of the data folder */
export function dataPaths(dataDir: string) {
  return {
    root: dataDir,
    dynamodb: path.join(dataDir, 'dynamodb'),
    cognito: path.join(dataDir, 'cognito'),
    s3: path.join(dataDir, 's3'),
    state: path.join(dataDir, 'twin.json'),
    lock: path.join(dataDir, 'twin.pid'),
    streamCheckpoints: path.join(dataDir, 'streams.json'),
    roomTickCheckpoints: path.join(dataDir, 'room-ticks.json'),
  };
}

export type DataPaths = ReturnType<typeof dataPaths>;
