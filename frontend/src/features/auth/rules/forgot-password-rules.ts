import * as z from 'zod/mini'
import { userRoutes } from '../../../../../shared/api/route-table/users'
import { confirmationSchema } from '../../../../../shared/users/change-password-schema'
import { callApi } from '../../../lib/api-client'

// The forgot-password form's schemas and calls, loaded on the form's first focus or submit (see
// forgot-password-form.tsx): zod, the route table and the API client stay out of the page's first load.

/** Step 1: the e-mail address (POST /api/user/forgot-password's body). */
export const RequestCodeSchema = userRoutes.forgotPassword.body

/** Step 2: the code and the new password under the reset call's rules, and the confirm box. */
export const ResetFormSchema = z.intersection(z.pick(userRoutes.resetPassword.body, { code: true, password: true }), confirmationSchema('password'))

export type RequestCodeInput = z.input<typeof RequestCodeSchema>
export type RequestCode = z.output<typeof RequestCodeSchema>
export type ResetFormInput = z.input<typeof ResetFormSchema>
export type ResetForm = z.output<typeof ResetFormSchema>

/** POST /api/user/forgot-password: the server's answer is the same for every address. */
export const requestResetCode = (body: RequestCode, fallbackMessage: string) => callApi(userRoutes.forgotPassword, { body, fallbackMessage })

/** POST /api/user/reset-password. */
export const resetPassword = (email: string, { code, password }: ResetForm, fallbackMessage: string) =>
  callApi(userRoutes.resetPassword, { body: { email, code, password }, fallbackMessage })
