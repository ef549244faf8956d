import * as z from 'zod/mini'
import { LoginSchema } from '../../auth/login-schema'
import { EmailSchema, PasswordSchema, SignUpSchema } from '../../auth/signup-schema'
import { ChangePasswordSchema } from '../../users/change-password-schema'
import { UpdateUserSchema } from '../../users/update-user-schema'
import { MessageSchema, RefreshedSessionSchema, SessionSchema, UserSchema, UsersPageSchema } from '../../users/user'
import { PageQuerySchema } from '../pagination'
import { defineRoutes, ErrorBodySchema } from '../route-definition'
import { errors, NoContent } from './common'

const UserIdParams = z.object({
  id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'User id is not valid')),
})
const RefreshTokenBody = z.object({
  refreshToken: z.string('Refresh token is required').check(z.minLength(1, 'Refresh token is required'), z.maxLength(8192, 'Refresh token is too long')),
})

/** Accounts (spec 7 user calls, plus the session calls the product needs). */
export const userRoutes = defineRoutes({
  signUp: {
    method: 'POST',
    path: '/api/user/signup',
    auth: 'public',
    area: 'users',
    body: SignUpSchema,
    responses: { 201: UserSchema, ...errors },
  },
  logIn: {
    method: 'POST',
    path: '/api/user/login',
    auth: 'public',
    area: 'users',
    body: LoginSchema,
    responses: { 200: SessionSchema, ...errors, 429: ErrorBodySchema },
  },
  refreshSession: {
    method: 'POST',
    path: '/api/user/refresh',
    auth: 'public',
    area: 'users',
    body: RefreshTokenBody,
    responses: { 200: RefreshedSessionSchema, ...errors },
  },
  logOut: {
    method: 'POST',
    path: '/api/user/logout',
    auth: 'public',
    area: 'users',
    body: RefreshTokenBody,
    responses: { 204: NoContent, 400: ErrorBodySchema },
  },
  forgotPassword: {
    method: 'POST',
    path: '/api/user/forgot-password',
    auth: 'public',
    area: 'users',
    body: z.object({ email: EmailSchema }),
    responses: { 202: MessageSchema, 400: ErrorBodySchema, 429: ErrorBodySchema },
  },
  resetPassword: {
    method: 'POST',
    path: '/api/user/reset-password',
    auth: 'public',
    area: 'users',
    body: z.object({
      email: EmailSchema,
      code: z.string('Enter the code from the email').check(z.trim(), z.regex(/^\d{6}$/, 'Enter the 6-digit code from the email')),
      password: PasswordSchema,
    }),
    responses: { 200: MessageSchema, 400: ErrorBodySchema, 429: ErrorBodySchema },
  },
  /** Profile Settings: the signed-in user's own password, given the current one. */
  changePassword: {
    method: 'POST',
    path: '/api/user/change-password',
    auth: 'user',
    area: 'users',
    body: ChangePasswordSchema,
    responses: { 200: MessageSchema, ...errors, 429: ErrorBodySchema },
  },
  getMe: {
    method: 'GET',
    path: '/api/user/me',
    auth: 'user',
    area: 'users',
    responses: { 200: UserSchema, ...errors },
  },
  listUsers: {
    method: 'GET',
    path: '/api/user/list',
    auth: 'admin',
    area: 'users',
    query: PageQuerySchema,
    responses: { 200: UsersPageSchema, ...errors },
  },
  getUser: {
    method: 'GET',
    path: '/api/user/{id}',
    auth: 'user',
    area: 'users',
    params: UserIdParams,
    responses: { 200: UserSchema, ...errors },
  },
  updateUser: {
    method: 'PUT',
    path: '/api/user/{id}',
    auth: 'user',
    area: 'users',
    params: UserIdParams,
    body: UpdateUserSchema,
    responses: { 200: UserSchema, ...errors },
  },
  deleteUser: {
    method: 'DELETE',
    path: '/api/user/{id}',
    auth: 'user',
    area: 'users',
    params: UserIdParams,
    responses: { 204: NoContent, ...errors },
  },
})
