/**
 * Cognito: the user pool behind sign-up, email codes, password reset and tokens (001 §2, §4, §5),
 * and the SPA's app client.
 */
import { Duration, type RemovalPolicy } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { LIMITS } from '../contract';
import { acknowledge } from './nag';

/**
 * Token lifetimes. The ID token is what the SPA sends and checks for expiry (001 §6).
 *
 * ID and access tokens live 5 minutes, Cognito's minimum: signing out, changing the password and
 * deactivating must end access within 5 minutes (issue 3), and API Gateway's Cognito authorizer keeps
 * accepting an ID token until it expires, whatever Cognito revoked. Global sign-out and disabling the
 * user revoke the refresh token, so a revoked session cannot outlive its current ID token; the
 * handlers also refuse tokens issued before the revocation at once (lambdas/auth/session.ts). The SPA
 * keeps sessions alive by refreshing (Amplify refreshes an expired ID token with the refresh token).
 */
export const TOKEN_VALIDITY = {
  idAndAccess: Duration.minutes(5),
  refresh: Duration.days(30),
} as const;

export interface UserAuthProps {
  stage: string;
  removalPolicy: RemovalPolicy;
  deletionProtection: boolean;
}

export class UserAuth extends Construct {
  readonly userPool: cognito.UserPool;
  readonly webClient: cognito.UserPoolClient;

  constructor(scope: Construct, id: string, props: UserAuthProps) {
    super(scope, id);

    this.userPool = new cognito.UserPool(this, 'UserPool', {
      userPoolName: `playjoin-${props.stage}-users`,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: true,
      autoVerify: { email: true },
      keepOriginal: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      userVerification: {
        // 001 §5: the code is exactly six digits, which is what Cognito sends
        emailStyle: cognito.VerificationEmailStyle.CODE,
        emailSubject: 'Your PlayJoin verification code',
        emailBody: 'Your PlayJoin verification code is {####}',
      },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      // 001 §5: 7 to 15 characters, at least one digit and one of ! @ # $ % ^ & *. Cognito can express the
      // minimum and the "one digit, one symbol" parts only; the 15-character maximum and the narrower
      // symbol set (Cognito accepts more symbols) are enforced by the handlers' zod schema before any
      // Cognito call (lib/contract/schemas.ts), for sign-up, reset and change alike.
      passwordPolicy: {
        minLength: LIMITS.passwordMin,
        requireDigits: true,
        requireSymbols: true,
        requireLowercase: false,
        requireUppercase: false,
        tempPasswordValidity: Duration.days(3),
      },
      mfa: cognito.Mfa.OFF,
      featurePlan: cognito.FeaturePlan.ESSENTIALS,
      deletionProtection: props.deletionProtection,
      removalPolicy: props.removalPolicy,
    });

    acknowledge(
      this.userPool,
      'AwsSolutions-COG1',
      '001 §5 fixes the password rule: 7 to 15 characters with at least one digit and one of ! @ # $ % ^ & *, ' +
        'letters of either case optional. The pool enforces the minimum, the digit and the symbol; the handlers ' +
        'enforce the rest. Requiring 8 characters or upper case would refuse passwords the product accepts.',
    );
    acknowledge(
      this.userPool,
      'AwsSolutions-COG2',
      'The product has no MFA step (001 §2 sign-up and login flows); accounts are recovered by email. Optional TOTP ' +
        'MFA can be added without migrating users.',
    );
    acknowledge(
      this.userPool,
      'AwsSolutions-COG8',
      'The Essentials plan is deliberate for a free platform: the Plus plan (threat protection) is billed per monthly ' +
        'active user, and sign-in goes through the login Lambda, so adaptive risk scoring would see the Lambda, ' +
        'not the player. Throttling on the pre-login calls bounds credential stuffing.',
    );

    this.webClient = this.userPool.addClient('WebClient', {
      userPoolClientName: 'web',
      generateSecret: false,
      // USER_PASSWORD_AUTH for the login call, SRP for Amplify; refresh-token auth is always enabled
      authFlows: { userPassword: true, userSrp: true },
      idTokenValidity: TOKEN_VALIDITY.idAndAccess,
      accessTokenValidity: TOKEN_VALIDITY.idAndAccess,
      refreshTokenValidity: TOKEN_VALIDITY.refresh,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      // no hosted UI: without this CDK would enable OAuth flows with a placeholder callback URL
      disableOAuth: true,
    });
  }
}
