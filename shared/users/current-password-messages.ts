/** The current-password texts of a password change and of an own e-mail change, once (no schema here: Lambdas import it freely). */
export const CURRENT_PASSWORD_REQUIRED = 'Current password is required'
/** A wrong current password: 400 on `currentPassword`, never 401 (the session stays). */
export const CURRENT_PASSWORD_WRONG = 'Current password is incorrect'
