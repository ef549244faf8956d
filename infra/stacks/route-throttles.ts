import type { RouteId } from '../../shared/api/routes'

/**
 * The routes API Gateway throttles each on its own at the stage's `sensitiveRouteThrottle`, below the
 * stage-wide throttle: each one checks a password or a code, makes a Cognito user, has Cognito or SES
 * send an e-mail, or writes for an anonymous caller. Their own limits (the sign-in lockout, the quote
 * allowance, WAF's per-IP rate) count per address or client; this caps the route as a whole, so a flood
 * spread over many addresses meets a 429 before it reaches Cognito's account-wide quotas.
 */
export const SENSITIVE_ROUTES = [
  'logIn',
  'verifyTwoFactorSignIn',
  'signUp',
  'forgotPassword',
  'resetPassword',
  'createQuote',
  'subscribeNewsletter',
  'trackTransfer',
] as const satisfies readonly RouteId[]
