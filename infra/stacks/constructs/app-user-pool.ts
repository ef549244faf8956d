import { Duration, RemovalPolicy } from 'aws-cdk-lib'
import { AccountRecovery, FeaturePlan, Mfa, UserPool, type UserPoolClient } from 'aws-cdk-lib/aws-cognito'
import { Construct } from 'constructs'
import { PASSWORD_POLICY } from '../../../shared/auth/password-policy'
import { REFRESH_TOKEN_DAYS } from '../../../shared/auth/session-lifetime'

export interface AppUserPoolProps {
  /** Prod-like: deletion protection and RETAIN (deleting a pool deletes every login). */
  retainData: boolean
}

/**
 * The Cognito user pool and the SPA's app client. Users sign in with their email; nobody signs up
 * through Cognito directly, because our API creates users (it also writes their profile).
 */
export class AppUserPool extends Construct {
  readonly userPool: UserPool
  readonly userPoolClient: UserPoolClient

  constructor(scope: Construct, id: string, props: AppUserPoolProps) {
    super(scope, id)
    this.userPool = new UserPool(this, 'Pool', {
      signInAliases: { email: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: false,
      autoVerify: { email: true },
      keepOriginal: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      passwordPolicy: { ...PASSWORD_POLICY, tempPasswordValidity: Duration.days(3) },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      // MFA is off by product decision (spec: sign-in is email + password); acknowledged in the stateful stack.
      mfa: Mfa.OFF,
      featurePlan: FeaturePlan.ESSENTIALS,
      deletionProtection: props.retainData,
      removalPolicy: props.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    })
    this.userPoolClient = this.userPool.addClient('WebClient', {
      // A browser cannot keep a secret.
      generateSecret: false,
      // Only the API signs users in (AdminInitiateAuth, IAM-signed): with USER_PASSWORD_AUTH anyone
      // holding the client id (it is in every access token) could guess passwords around our lockout.
      authFlows: { adminUserPassword: true },
      // Only our own sign-in screens: no hosted UI, no OAuth redirects to configure.
      disableOAuth: true,
      enableTokenRevocation: true,
      preventUserExistenceErrors: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(REFRESH_TOKEN_DAYS),
    })
  }
}

/** The `iss` of a pool's tokens, which the API's JWT authorizer and the handlers check. */
export const cognitoIssuer = (region: string, userPoolId: string): string => `https://cognito-idp.${region}.amazonaws.com/${userPoolId}`
