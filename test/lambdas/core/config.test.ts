import { ConfigError, readConfig } from '../../../lambdas/core/config';

describe('config', () => {
  it('derives the token issuer and JWKS address from the region and user pool when not given', () => {
    const auth = readConfig.auth({
      AWS_REGION: 'eu-west-1',
      USER_POOL_ID: 'eu-west-1_abc',
      USER_POOL_CLIENT_ID: 'client',
    });

    expect(auth).toEqual({
      userPoolId: 'eu-west-1_abc',
      clientId: 'client',
      issuer: 'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_abc',
      jwksUri: 'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_abc/.well-known/jwks.json',
    });
  });

  it('uses an explicit issuer and JWKS address (the local twin)', () => {
    const auth = readConfig.auth({
      AWS_REGION: 'eu-west-1',
      USER_POOL_ID: 'local_pool',
      USER_POOL_CLIENT_ID: 'client',
      TOKEN_ISSUER: 'http://localhost:3000/cognito/local_pool',
      TOKEN_JWKS_URI: 'http://localhost:3000/cognito/local_pool/jwks',
    });

    expect(auth.issuer).toBe('http://localhost:3000/cognito/local_pool');
    expect(auth.jwksUri).toBe('http://localhost:3000/cognito/local_pool/jwks');
  });

  it('fails naming the missing variable', () => {
    expect(() => readConfig.table({})).toThrow(ConfigError);
    expect(() => readConfig.table({ TABLE_NAME: ' ' })).toThrow(/TABLE_NAME/);
  });

  it('strips the trailing slash of the media base and reads the path-style flag', () => {
    const media = readConfig.media({
      MEDIA_BUCKET: 'bucket',
      MEDIA_BASE_URL: 'http://localhost:3000/media/',
      S3_FORCE_PATH_STYLE: 'true',
    });

    expect(media).toEqual({ bucket: 'bucket', baseUrl: 'http://localhost:3000/media', forcePathStyle: true });
  });

  it('rejects a media base that is not a URL', () => {
    expect(() => readConfig.media({ MEDIA_BUCKET: 'bucket', MEDIA_BASE_URL: 'not a url' })).toThrow(
      /MEDIA_BASE_URL/,
    );
  });

  it('defaults the socket scheme to https and a big room to 1,000 listeners, the log level to INFO and rejects unknown values', () => {
    expect(readConfig.socket({})).toEqual({ endpointScheme: 'https', bigRoomListeners: 1000 });
    expect(readConfig.socket({ BIG_ROOM_LISTENERS: '300' }).bigRoomListeners).toBe(300);
    expect(() => readConfig.socket({ BIG_ROOM_LISTENERS: 'many' })).toThrow(ConfigError);
    expect(readConfig.runtime({})).toEqual({ serviceName: 'playjoin', logLevel: 'INFO' });
    expect(readConfig.runtime({ LOG_LEVEL: 'debug' }).logLevel).toBe('DEBUG');
    expect(() => readConfig.socket({ SOCKET_ENDPOINT_SCHEME: 'ftp' })).toThrow(ConfigError);
  });

  it("reads Lambda's log format, Text when unset", () => {
    expect(readConfig.logFormat({ AWS_LAMBDA_LOG_FORMAT: 'JSON' })).toEqual({ json: true });
    expect(readConfig.logFormat({ AWS_LAMBDA_LOG_FORMAT: 'Text' })).toEqual({ json: false });
    expect(readConfig.logFormat({})).toEqual({ json: false });
  });
});
