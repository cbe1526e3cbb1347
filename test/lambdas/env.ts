/**
 * Environment for the Lambda unit tests. Import it first: modules read configuration at import.
 */
Object.assign(process.env, {
  AWS_REGION: 'eu-west-1',
  AWS_ACCESS_KEY_ID: 'test',
  AWS_SECRET_ACCESS_KEY: 'test',
  TABLE_NAME: 'playjoin-test',
  MEDIA_BUCKET: 'playjoin-media-test',
  MEDIA_BASE_URL: 'https://media.example.test/media',
  USER_POOL_ID: 'eu-west-1_TestPool',
  USER_POOL_CLIENT_ID: 'test-client-id',
  TOKEN_ISSUER: 'https://issuer.example.test/eu-west-1_TestPool',
  SOCKET_ENDPOINT_SCHEME: 'https',
  POWERTOOLS_SERVICE_NAME: 'playjoin-test',
  LOG_LEVEL: 'SILENT',
});

export const TABLE = 'playjoin-test';
export const MEDIA_BASE = 'https://media.example.test/media';
