import { routeTable } from '../route-definition'
import { changePassword } from './users/change-password'
import { confirmEmailChange } from './users/confirm-email-change'
import { deleteUser } from './users/delete-user'
import { forgotPassword } from './users/forgot-password'
import { getMe } from './users/get-me'
import { getUser } from './users/get-user'
import { listUsers } from './users/list-users'
import { logIn } from './users/log-in'
import { logOut } from './users/log-out'
import { refreshSession } from './users/refresh-session'
import { resetPassword } from './users/reset-password'
import { signUp } from './users/sign-up'
import { updateEmailPreferences } from './users/update-email-preferences'
import { updateLanguage } from './users/update-language'
import { updateUser } from './users/update-user'
import { updateTimeZone } from './users/update-time-zone'
import { confirmTwoFactorSetup } from './users/confirm-two-factor-setup'
import { disableTwoFactor } from './users/disable-two-factor'
import { resetTwoFactor } from './users/reset-two-factor'
import { startTwoFactorSetup } from './users/start-two-factor-setup'
import { verifyTwoFactorSignIn } from './users/verify-two-factor-sign-in'

/** Accounts (spec 7 user calls, plus the session calls the product needs). */
export const userRoutes = routeTable(
  signUp,
  logIn,
  verifyTwoFactorSignIn,
  refreshSession,
  logOut,
  forgotPassword,
  resetPassword,
  changePassword,
  getMe,
  listUsers,
  getUser,
  updateUser,
  confirmEmailChange,
  updateEmailPreferences,
  updateLanguage,
  updateTimeZone,
  startTwoFactorSetup,
  confirmTwoFactorSetup,
  disableTwoFactor,
  resetTwoFactor,
  deleteUser,
)
