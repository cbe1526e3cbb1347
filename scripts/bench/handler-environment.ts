/**
 * The environment the Lambda modules read at load, for benches that run the real handlers in-process
 * against a DynamoDB Local (set it before importing anything from lambdas/).
 */
export function useHandlerEnvironment(dynamoEndpoint: string, tableName: string): void {
  Object.assign(process.env, {
    AWS_REGION: 'eu-west-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_ENDPOINT_URL_DYNAMODB: dynamoEndpoint,
    TABLE_NAME: tableName,
    MEDIA_BUCKET: 'bench-media',
    MEDIA_BASE_URL: 'https://media.example.test/media',
    USER_POOL_ID: 'eu-west-1_Bench',
    USER_POOL_CLIENT_ID: 'bench',
    TOKEN_ISSUER: 'https://issuer.example.test/eu-west-1_Bench',
    LOG_LEVEL: 'SILENT',
  });
}
