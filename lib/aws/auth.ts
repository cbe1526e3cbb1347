/**
 * Cognito: the user pool behind sign-up, email codes, password reset and tokens (001 §2, §4, §5),
 * and the SPA's app client.
 */
import { Duration, type RemovalPolicy } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { CUSTOM_MESSAGE_NAME } from '../contract/handlers';
import { USER_POOL, USER_POOL_CLIENT } from '../contract/infrastructure';
import { HANDLER_ENTRIES, PlayJoinFunction } from './functions';
import { acknowledge } from './nag';
import type { LogLevel } from './settings';

/**
 * Token lifetimes (lib/contract/infrastructure.ts USER_POOL_CLIENT, shared with the local twin). The ID
 * token is what the SPA sends and checks for expiry (001 §6).
 *
 * ID and access tokens live 5 minutes, Cognito's minimum: signing out, changing the password and
 * deactivating must end access within 5 minutes (issue 3), and API Gateway's Cognito authorizer keeps
 * accepting an ID token until it expires, whatever Cognito revoked. Global sign-out and disabling the
 * user revoke the refresh token, so a revoked session cannot outlive its current ID token; the
 * handlers also refuse tokens issued before the revocation at once (lambdas/auth/session.ts). The SPA
 * keeps sessions alive by refreshing (Amplify refreshes an expired ID token with the refresh token).
 */
export const TOKEN_VALIDITY = {
  id: Duration.minutes(USER_POOL_CLIENT.tokenValidity.idTokenMinutes),
  access: Duration.minutes(USER_POOL_CLIENT.tokenValidity.accessTokenMinutes),
  refresh: Duration.days(USER_POOL_CLIENT.tokenValidity.refreshTokenDays),
} as const;

const ACCOUNT_RECOVERY = {
  verified_email: cognito.AccountRecovery.EMAIL_ONLY,
} as const satisfies Record<(typeof USER_POOL)['accountRecovery'], cognito.AccountRecovery>;

const MFA = { OFF: cognito.Mfa.OFF } as const satisfies Record<(typeof USER_POOL)['mfa'], cognito.Mfa>;

const hasEmail = (attributes: readonly string[]) => attributes.includes('email');

/** The sender's display name in every mail Cognito sends. */
export const MAIL_FROM_NAME = 'PlayJoin';

/** Cognito waits 5 s for a trigger and fails the call (sign-up, reset) when it takes longer. */
export const CUSTOM_MESSAGE_TIMEOUT = Duration.seconds(5);

export interface UserAuthProps {
  stage: string;
  /**
   * Send through SES from this address, verified by this SES domain identity in the stack's region
   * (lib/aws/settings.ts: always in prod); undefined: Cognito's own sender, capped at 50 mails a day
   * per account, enough for a dev stage.
   */
  mail?: { from: string; domain: string };
  removalPolicy: RemovalPolicy;
  deletionProtection: boolean;
  /** the CustomMessage trigger's logging */
  logLevel: LogLevel;
  logRetention: logs.RetentionDays;
}

export class UserAuth extends Construct {
  readonly userPool: cognito.UserPool;
  readonly webClient: cognito.UserPoolClient;
  /** the CustomMessage trigger: code mails in the player's language (lambdas/auth/code-mail.ts) */
  readonly customMessage: PlayJoinFunction;

  constructor(scope: Construct, id: string, props: UserAuthProps) {
    super(scope, id);

    // no table, bucket or pool access: it only picks a text from the event
    this.customMessage = new PlayJoinFunction(this, 'CustomMessage', {
      entry: HANDLER_ENTRIES.customMessage,
      stage: props.stage,
      serviceName: CUSTOM_MESSAGE_NAME,
      description: "Cognito CustomMessage trigger: verification and reset mails in the player's language",
      logLevel: props.logLevel,
      logRetention: props.logRetention,
      removalPolicy: props.removalPolicy,
      timeout: CUSTOM_MESSAGE_TIMEOUT,
    });

    const policy = USER_POOL.passwordPolicy;
    this.userPool = new cognito.UserPool(this, 'UserPool', {
      userPoolName: `playjoin-${props.stage}-users`,
      signInAliases: { email: hasEmail(USER_POOL.usernameAttributes) },
      signInCaseSensitive: USER_POOL.usernameCaseSensitive,
      selfSignUpEnabled: USER_POOL.selfSignUp,
      autoVerify: { email: hasEmail(USER_POOL.autoVerifiedAttributes) },
      keepOriginal: { email: hasEmail(USER_POOL.keepOriginalUntilVerified) },
      standardAttributes: { email: { required: true, mutable: true } },
      // the default text, in English; the CustomMessage trigger replaces it by the player's language
      userVerification: {
        emailStyle: cognito.VerificationEmailStyle.CODE,
        emailSubject: USER_POOL.verificationEmail.subject,
        emailBody: USER_POOL.verificationEmail.message,
      },
      // EmailSendingAccount DEVELOPER: SES's own quotas (raised on request) instead of Cognito's
      email: props.mail
        ? cognito.UserPoolEmail.withSES({
            fromEmail: props.mail.from,
            fromName: MAIL_FROM_NAME,
            sesVerifiedDomain: props.mail.domain,
          })
        : cognito.UserPoolEmail.withCognito(),
      accountRecovery: ACCOUNT_RECOVERY[USER_POOL.accountRecovery],
      // what Cognito can express of 001 §5's rule; the handlers' schema enforces the rest
      passwordPolicy: {
        minLength: policy.minLength,
        requireDigits: policy.requireDigits,
        requireSymbols: policy.requireSymbols,
        requireLowercase: policy.requireLowercase,
        requireUppercase: policy.requireUppercase,
        tempPasswordValidity: Duration.days(policy.temporaryPasswordValidityDays),
      },
      mfa: MFA[USER_POOL.mfa],
      featurePlan: cognito.FeaturePlan.ESSENTIALS,
      deletionProtection: props.deletionProtection,
      removalPolicy: props.removalPolicy,
      lambdaTriggers: { customMessage: this.customMessage },
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
      generateSecret: USER_POOL_CLIENT.generateSecret,
      // refresh-token auth is always enabled
      authFlows: { ...USER_POOL_CLIENT.authFlows },
      idTokenValidity: TOKEN_VALIDITY.id,
      accessTokenValidity: TOKEN_VALIDITY.access,
      refreshTokenValidity: TOKEN_VALIDITY.refresh,
      preventUserExistenceErrors: USER_POOL_CLIENT.preventUserExistenceErrors,
      enableTokenRevocation: USER_POOL_CLIENT.enableTokenRevocation,
      // no hosted UI: without this CDK would enable OAuth flows with a placeholder callback URL
      disableOAuth: true,
    });
  }
}
