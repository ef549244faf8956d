import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider'
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb'
import { mockClient } from 'aws-sdk-client-mock'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { SignUpSchema } from '../../shared/auth/signup-schema'
import { signUp } from './accounts'

const cognito = mockClient(CognitoIdentityProviderClient)
const dynamo = mockClient(DynamoDBDocumentClient)
const now = new Date('2026-11-21T12:00:00Z')
const input = z.parse(SignUpSchema, {
  firstName: 'Amina',
  lastName: 'Yusuf',
  email: 'amina@example.com',
  password: 'Secret-Pass1',
  phoneNumber: '6125550101',
  dateOfBirth: '1990-05-01',
  placeOfBirth: 'Mogadishu',
  zipCode: '55401',
  buildingNumber: '12',
  street: 'Main St',
  city: 'Minneapolis',
  state: 'MN',
})
const named = (name: string) => Object.assign(new Error(name), { name })

beforeAll(() => {
  Object.assign(process.env, {
    STAGE: 'test',
    TABLE_NAME: 't',
    AUTH_ISSUER: 'http://127.0.0.1:1/p',
    USER_POOL_ID: 'p',
    USER_POOL_CLIENT_ID: 'c',
    DOCUMENTS_BUCKET: 'documents',
  })
})
beforeEach(() => {
  cognito.reset()
  dynamo.reset()
  dynamo.on(GetCommand).resolves({})
  cognito.on(AdminGetUserCommand).rejects(named('UserNotFoundException'))
  cognito.on(AdminCreateUserCommand).resolves({ User: { Attributes: [{ Name: 'sub', Value: 'sub-1' }] } })
  cognito.on(AdminSetUserPasswordCommand).resolves({})
  cognito.on(AdminDeleteUserCommand).resolves({})
})

describe('signUp leaves no half-made account', () => {
  it('creates the Cognito user, then profile and e-mail claim in one transaction', async () => {
    dynamo.on(TransactWriteCommand).resolves({})
    const user = await signUp(input, now)
    expect(user).toMatchObject({ id: 'sub-1', email: 'amina@example.com', verified: false, isAdmin: false, superAdmin: false })
    const items = dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? []
    expect(items.map((item) => item.Put?.Item?.pk)).toEqual(['USER#sub-1', 'EMAIL#amina@example.com'])
    expect(JSON.stringify(items)).not.toContain('Secret-Pass1')
    expect(cognito.commandCalls(AdminDeleteUserCommand)).toHaveLength(0)
  })

  it('deletes the Cognito user again when the profile cannot be written', async () => {
    dynamo.on(TransactWriteCommand).rejects(named('ThrottlingException'))
    await expect(signUp(input, now)).rejects.toThrow('ThrottlingException')
    expect(cognito.commandCalls(AdminDeleteUserCommand)[0]?.args[0].input.Username).toBe('amina@example.com')
  })

  it('deletes the Cognito user and writes nothing when the password cannot be set', async () => {
    cognito.on(AdminSetUserPasswordCommand).rejects(named('InvalidPasswordException'))
    await expect(signUp(input, now)).rejects.toMatchObject({ kind: 'invalid' })
    expect(cognito.commandCalls(AdminDeleteUserCommand)).toHaveLength(1)
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0)
  })

  it('refuses a claimed e-mail before touching Cognito', async () => {
    dynamo.on(GetCommand, { Key: { pk: 'EMAIL#amina@example.com', sk: 'EMAIL' } }).resolves({ Item: { sub: 'someone' } })
    await expect(signUp(input, now)).rejects.toMatchObject({ kind: 'conflict' })
    expect(cognito.commandCalls(AdminCreateUserCommand)).toHaveLength(0)
  })

  it('removes a Cognito user orphaned by an old crash, but not one still being created', async () => {
    dynamo.on(TransactWriteCommand).resolves({})
    const orphan = { UserAttributes: [{ Name: 'sub', Value: 'old' }], UserCreateDate: new Date(now.getTime() - 60 * 60_000) }
    cognito.on(AdminGetUserCommand).resolvesOnce(orphan)
    await signUp(input, now)
    expect(cognito.commandCalls(AdminDeleteUserCommand)).toHaveLength(1)

    cognito.resetHistory()
    const fresh = { UserAttributes: [{ Name: 'sub', Value: 'new' }], UserCreateDate: new Date(now.getTime() - 10_000) }
    cognito.on(AdminGetUserCommand).resolvesOnce(fresh)
    cognito.on(AdminCreateUserCommand).rejectsOnce(named('UsernameExistsException'))
    await expect(signUp(input, now)).rejects.toMatchObject({ kind: 'conflict' })
    expect(cognito.commandCalls(AdminDeleteUserCommand)).toHaveLength(0)
  })
})
