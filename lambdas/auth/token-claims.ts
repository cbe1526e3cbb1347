/**
 * The claims of a JWT read without verifying it: only for a token that came straight from Cognito
 * (the login's own answer) or that Cognito verifies itself (the access token of a password change).
 */
export function unverifiedClaims(token: string): Record<string, unknown> | undefined {
  try {
    const payload: unknown = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
