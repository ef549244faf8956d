import * as z from 'zod/mini'
import { LoginSchema } from '../auth/login-schema'
import { EmailSchema, PasswordSchema, SignUpSchema } from '../auth/signup-schema'
import { CountryIdSchema, CountrySchema } from '../countries/country'
import {
  CreatedDocumentSchema,
  CreateDocumentSchema,
  DocumentDownloadSchema,
  DocumentParamsSchema,
  DocumentSchema,
  DocumentsPageSchema,
  ListDocumentsQuerySchema,
} from '../documents/document-schemas'
import {
  CreateTransferSchema,
  ListTransfersQuerySchema,
  TransferListSchema,
  TransferSchema,
  UpdateTransferSchema,
} from '../transfers/transfer-schemas'
import { UpdateUserSchema } from '../users/update-user-schema'
import { MessageSchema, RefreshedSessionSchema, SessionSchema, UserSchema, UsersPageSchema } from '../users/user'
import { PageQuerySchema } from './pagination'
import { defineRoutes, ErrorBodySchema } from './route-definition'

export const HealthSchema = z.object({ status: z.literal('ok'), time: z.string() })

const UserIdParams = z.object({
  id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'User id is not valid')),
})
const RefreshTokenBody = z.object({
  refreshToken: z.string('Refresh token is required').check(z.minLength(1, 'Refresh token is required'), z.maxLength(8192, 'Refresh token is too long')),
})
const NoContent = z.undefined()
/** Transfer ids are ULIDs. */
const TransferIdParams = z.object({
  id: z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Transfer id is not valid')),
})
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema }

/**
 * The API contract: every endpoint once. The CDK API stack makes one Lambda per row, the local
 * gateway dispatches by it, and the frontend's client builds typed calls from it.
 */
export const routes = defineRoutes({
  getHealth: {
    method: 'GET',
    path: '/api/health',
    auth: 'public',
    area: 'health',
    responses: { 200: HealthSchema },
  },
  listCountries: {
    method: 'GET',
    path: '/countries',
    auth: 'public',
    area: 'countries',
    responses: { 200: z.array(CountrySchema) },
  },
  getCountry: {
    method: 'GET',
    path: '/countries/{id}',
    auth: 'public',
    area: 'countries',
    params: z.object({ id: CountryIdSchema }),
    responses: { 200: CountrySchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
  },

  // Accounts (spec 7 user calls, plus the session calls the product needs).
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

  // Documents (spec 2.11): the owner or staff only; anyone else gets 404.
  createDocument: {
    method: 'POST',
    path: '/api/documents',
    auth: 'user',
    area: 'documents',
    body: CreateDocumentSchema,
    responses: { 201: CreatedDocumentSchema, ...errors },
  },
  listDocuments: {
    method: 'GET',
    path: '/api/documents',
    auth: 'user',
    area: 'documents',
    query: ListDocumentsQuerySchema,
    responses: { 200: DocumentsPageSchema, ...errors },
  },
  completeDocument: {
    method: 'POST',
    path: '/api/documents/{id}/complete',
    auth: 'user',
    area: 'documents',
    params: DocumentParamsSchema,
    responses: { 200: DocumentSchema, ...errors, 422: ErrorBodySchema },
  },
  downloadDocument: {
    method: 'GET',
    path: '/api/documents/{id}/download',
    auth: 'user',
    area: 'documents',
    params: DocumentParamsSchema,
    responses: { 200: DocumentDownloadSchema, ...errors },
  },
  deleteDocument: {
    method: 'DELETE',
    path: '/api/documents/{id}',
    auth: 'user',
    area: 'documents',
    params: DocumentParamsSchema,
    responses: { 204: NoContent, ...errors },
  },

  // Transfers ("customers" in the spec): one record per payment, its recipient and its status.
  createCustomer: {
    method: 'POST',
    path: '/api/customers',
    auth: 'user',
    area: 'customers',
    body: CreateTransferSchema,
    responses: { 201: TransferSchema, ...errors, 422: ErrorBodySchema },
  },
  listMyCustomers: {
    method: 'GET',
    path: '/api/customers',
    auth: 'user',
    area: 'customers',
    query: ListTransfersQuerySchema,
    responses: { 200: TransferListSchema, ...errors },
  },
  listCustomers: {
    method: 'GET',
    path: '/api/customers/list',
    auth: 'user',
    area: 'customers',
    query: ListTransfersQuerySchema,
    responses: { 200: TransferListSchema, ...errors },
  },
  getCustomer: {
    method: 'GET',
    path: '/api/customers/{id}',
    auth: 'user',
    area: 'customers',
    params: TransferIdParams,
    responses: { 200: TransferSchema, ...errors },
  },
  updateCustomer: {
    method: 'PATCH',
    path: '/api/customers/{id}',
    auth: 'user',
    area: 'customers',
    params: TransferIdParams,
    body: UpdateTransferSchema,
    responses: { 200: TransferSchema, ...errors, 422: ErrorBodySchema },
  },
  deleteCustomer: {
    method: 'DELETE',
    path: '/api/customers/{id}',
    auth: 'user',
    area: 'customers',
    params: TransferIdParams,
    responses: { 204: NoContent, ...errors },
  },
})

export type Routes = typeof routes
export type RouteId = keyof Routes
export const routeList = Object.values(routes)
