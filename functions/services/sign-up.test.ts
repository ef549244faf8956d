import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminInitiateAuthCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  ForgotPasswordCommand,
  GetUserAttributeVerificationCodeCommand,
  RevokeTokenCommand,
  VerifyUserAttributeCommand,
} from '@aws-sdk/client-cognito-identity-provider'
import { GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb'
import { beforeEach, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { SignUpSchema } from '../../shared/auth/signup-schema'
import { SAMPLE_PERSON, sampleUser } from '../../shared/users/testing/sample-user'
import { operatorAdminProfile } from './admin-bootstrap'
import { createAccount } from './accounts'
import { finishSignUp, signUp } from './sign-up'
import { useMockedServiceEnv } from '../lib/testing/service-env'
import { useMockedCognitoAndDynamo } from '../lib/testing/mocked-aws-clients'

const { cognito, dynamo } = useMockedCognitoAndDynamo()
const now = new Date('2026-11-21T12:00:00Z')
const { address, ...person } = SAMPLE_PERSON
const input = z.parse(SignUpSchema, { ...person, ...address, password: 'Secret-Pass1' })
const named = (name: string) => Object.assign(new Error(name), { name })
const claimKey = { pk: 'EMAIL#amina@example.com', sk: 'EMAIL' }
const pendingKey = { pk: 'EMAIL#amina@example.com', sk: 'SIGNUP' }
const waiting = {
  ...pendingKey,
  sub: 'sub-1',
  ...person,
  address,
  requestedAt: now.toISOString(),
  expiresAt: now.getTime() / 1000 + 3600,
}
const cognitoUser = (sub: string, verified = false) => ({
  UserAttributes: [
    { Name: 'sub', Value: sub },
    { Name: 'email', Value: 'amina@example.com' },
    { Name: 'email_verified', Value: String(verified) },
  ],
  UserCreateDate: now,
})

useMockedServiceEnv()
beforeEach(() => {
  cognito.reset()
  dynamo.reset()
  dynamo.on(GetCommand).resolves({})
  dynamo.on(PutCommand).resolves({})
  dynamo.on(TransactWriteCommand).resolves({})
  cognito.on(AdminGetUserCommand).rejects(named('UserNotFoundException'))
  cognito.on(AdminCreateUserCommand).resolves({ User: { Attributes: [{ Name: 'sub', Value: 'sub-1' }] } })
  cognito.on(AdminSetUserPasswordCommand).resolves({})
  cognito.on(AdminDeleteUserCommand).resolves({})
  cognito.on(AdminInitiateAuthCommand).resolves({ AuthenticationResult: { AccessToken: 'access', RefreshToken: 'refresh', ExpiresIn: 3600 } })
  cognito.on(GetUserAttributeVerificationCodeCommand).resolves({})
  cognito.on(VerifyUserAttributeCommand).resolves({})
  cognito.on(RevokeTokenCommand).resolves({})
  cognito.on(ForgotPasswordCommand).resolves({})
})

describe('signUp: an address proves itself before it becomes an account', () => {
  it('creates an unverified Cognito user and a waiting sign-up, has the code e-mailed, and makes no profile yet', async () => {
    await signUp(input, now)
    const attributes = cognito.commandCalls(AdminCreateUserCommand)[0]?.args[0].input.UserAttributes
    expect(attributes).toContainEqual({ Name: 'email_verified', Value: 'false' })
    const item = dynamo.commandCalls(PutCommand)[0]?.args[0].input.Item
    expect(item).toMatchObject({ ...pendingKey, sub: 'sub-1', firstName: 'Amina', address: { city: 'Minneapolis', state: 'MN' } })
    expect(JSON.stringify(item)).not.toContain('Secret-Pass1')
    expect(cognito.commandCalls(GetUserAttributeVerificationCodeCommand)[0]?.args[0].input).toEqual({ AccessToken: 'access', AttributeName: 'email' })
    // The token that asked for the code is thrown away.
    expect(cognito.commandCalls(RevokeTokenCommand)[0]?.args[0].input.Token).toBe('refresh')
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0)
  })

  it('deletes the Cognito user and writes nothing when the password cannot be set', async () => {
    cognito.on(AdminSetUserPasswordCommand).rejects(named('InvalidPasswordException'))
    await expect(signUp(input, now)).rejects.toMatchObject({ kind: 'invalid' })
    expect(cognito.commandCalls(AdminDeleteUserCommand)).toHaveLength(1)
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0)
  })

  it('answers a registered address like a new one: nothing changes, and the owner is told someone tried it, once an hour at most', async () => {
    dynamo.on(GetCommand, { Key: claimKey }).resolves({ Item: { sub: 'owner' } })
    await signUp(input, now)
    const notice = dynamo.commandCalls(UpdateCommand)[0]?.args[0].input
    expect(notice).toMatchObject({
      Key: { pk: 'USER#owner', sk: 'ADDRESS_IN_USE' },
      ExpressionAttributeValues: { ':sub': 'owner', ':attempt': 'sign-up', ':at': now.toISOString() },
    })
    expect(notice?.ExpressionAttributeValues?.[':since']).toBe(new Date(now.getTime() - 60 * 60 * 1000).toISOString())
    expect(cognito.commandCalls(ForgotPasswordCommand)).toHaveLength(0)
    expect(cognito.commandCalls(AdminCreateUserCommand)).toHaveLength(0)
    expect(cognito.commandCalls(AdminSetUserPasswordCommand)).toHaveLength(0)
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0)

    // An owner told within the hour is not told again, and the answer stays the same.
    dynamo.on(UpdateCommand).rejects(named('ConditionalCheckFailedException'))
    await expect(signUp(input, now)).resolves.toBeUndefined()
  })

  it('lets the latest sign-up of a waiting address replace it (new password, details and code)', async () => {
    cognito.on(AdminGetUserCommand).resolves(cognitoUser('sub-1'))
    await signUp({ ...input, firstName: 'Hodan' }, now)
    expect(cognito.commandCalls(AdminCreateUserCommand)).toHaveLength(0)
    expect(cognito.commandCalls(AdminSetUserPasswordCommand)[0]?.args[0].input).toMatchObject({
      Username: 'sub-1',
      Password: 'Secret-Pass1',
      Permanent: true,
    })
    expect(dynamo.commandCalls(PutCommand)[0]?.args[0].input.Item).toMatchObject({ sub: 'sub-1', firstName: 'Hodan' })
    expect(cognito.commandCalls(GetUserAttributeVerificationCodeCommand)).toHaveLength(1)
  })

  it('carries on with the user a parallel sign-up of the same address created first', async () => {
    cognito.on(AdminGetUserCommand).rejectsOnce(named('UserNotFoundException')).resolves(cognitoUser('sub-2'))
    cognito.on(AdminCreateUserCommand).rejects(named('UsernameExistsException'))
    await signUp(input, now)
    expect(dynamo.commandCalls(PutCommand)[0]?.args[0].input.Item).toMatchObject({ sub: 'sub-2' })
  })

  it("wins over another account's e-mail change waiting for the address (cognito-local moves the alias at once)", async () => {
    const changer = {
      pk: 'USER#changer',
      sk: 'PROFILE',
      id: 'changer',
      email: 'changer@example.com',
      pendingEmail: 'amina@example.com',
      firstName: 'Cali',
      lastName: 'Warsame',
      phoneNumber: '6125550102',
      dateOfBirth: '1988-02-03',
      placeOfBirth: 'Hargeisa',
      address: { street: 'Main St', buildingNumber: '14', city: 'Minneapolis', state: 'MN', zipCode: '55401' },
      isAdmin: false,
      superAdmin: false,
      verified: false,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    }
    cognito.on(AdminGetUserCommand).resolvesOnce(cognitoUser('changer'))
    cognito.on(AdminUpdateUserAttributesCommand).resolves({})
    dynamo.on(GetCommand, { Key: { pk: 'USER#changer', sk: 'PROFILE' } }).resolves({ Item: changer })
    dynamo.on(UpdateCommand).resolves({})
    await signUp(input, now)
    // The changer gets its own address back, verified, and its profile forgets the change…
    expect(cognito.commandCalls(AdminUpdateUserAttributesCommand)[0]?.args[0].input).toMatchObject({
      Username: 'changer',
      UserAttributes: [
        { Name: 'email', Value: 'changer@example.com' },
        { Name: 'email_verified', Value: 'true' },
      ],
    })
    expect(dynamo.commandCalls(UpdateCommand)[0]?.args[0].input).toMatchObject({
      Key: { pk: 'USER#changer', sk: 'PROFILE' },
      UpdateExpression: 'REMOVE pendingEmail',
      ExpressionAttributeValues: { ':pending': 'amina@example.com' },
    })
    // …and the sign-up goes on as for a new address, with a Cognito user of its own.
    expect(cognito.commandCalls(AdminCreateUserCommand)).toHaveLength(1)
    expect(cognito.commandCalls(AdminSetUserPasswordCommand).map((call) => call.args[0].input.Username)).not.toContain('changer')
    expect(dynamo.commandCalls(PutCommand)[0]?.args[0].input.Item).toMatchObject({ ...pendingKey, sub: 'sub-1' })
  })

  it("does nothing for an account's own address whose claim is missing: never another password on it", async () => {
    cognito.on(AdminGetUserCommand).resolves(cognitoUser('owner'))
    dynamo.on(GetCommand, { Key: { pk: 'USER#owner', sk: 'PROFILE' } }).resolves({
      Item: { pk: 'USER#owner', sk: 'PROFILE', ...sampleUser({ id: 'owner', createdAt: now.toISOString(), updatedAt: now.toISOString() }) },
    })
    await signUp(input, now)
    expect(cognito.commandCalls(AdminSetUserPasswordCommand)).toHaveLength(0)
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0)
  })
})

describe('finishSignUp: the first sign-in of a waiting sign-up', () => {
  beforeEach(() => {
    dynamo.on(GetCommand, { Key: pendingKey }).resolves({ Item: waiting })
  })

  it('without a code, has a fresh code e-mailed once the password is right', async () => {
    expect(await finishSignUp({ email: 'amina@example.com', password: 'Secret-Pass1' }, now)).toEqual({ codeSent: true })
    expect(cognito.commandCalls(GetUserAttributeVerificationCodeCommand)).toHaveLength(1)
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0)
  })

  it('with the code, proves the address and makes the account, its claim and the end of the waiting sign-up one transaction', async () => {
    cognito.on(AdminGetUserCommand).resolves(cognitoUser('sub-1'))
    expect(await finishSignUp({ email: 'amina@example.com', password: 'Secret-Pass1', code: '123456' }, now)).toEqual({ sub: 'sub-1' })
    expect(cognito.commandCalls(VerifyUserAttributeCommand)[0]?.args[0].input).toEqual({
      AccessToken: 'access',
      AttributeName: 'email',
      Code: '123456',
    })
    const items = dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? []
    expect(items.map((item) => item.Put?.Item?.pk ?? item.Delete?.Key?.sk)).toEqual(['USER#sub-1', 'EMAIL#amina@example.com', 'SIGNUP'])
    expect(items[0]?.Put?.Item).toMatchObject({ id: 'sub-1', firstName: 'Amina', verified: false, isAdmin: false, superAdmin: false })
  })

  it('refuses a wrong code and makes nothing', async () => {
    cognito.on(AdminGetUserCommand).resolves(cognitoUser('sub-1'))
    cognito.on(VerifyUserAttributeCommand).rejects(named('CodeMismatchException'))
    await expect(finishSignUp({ email: 'amina@example.com', password: 'Secret-Pass1', code: '000000' }, now)).rejects.toMatchObject({
      kind: 'invalid',
    })
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0)
  })

  it('refuses a wrong password like any sign-in, and sends no code', async () => {
    cognito.on(AdminInitiateAuthCommand).rejects(named('NotAuthorizedException'))
    await expect(finishSignUp({ email: 'amina@example.com', password: 'Wrong-Pass1' }, now)).rejects.toMatchObject({
      kind: 'unauthenticated',
      message: 'Invalid email or password',
    })
    expect(cognito.commandCalls(GetUserAttributeVerificationCodeCommand)).toHaveLength(0)
  })

  it('treats an expired waiting sign-up as no account', async () => {
    dynamo.on(GetCommand, { Key: pendingKey }).resolves({ Item: { ...waiting, expiresAt: now.getTime() / 1000 - 1 } })
    await expect(finishSignUp({ email: 'amina@example.com', password: 'Secret-Pass1' }, now)).rejects.toMatchObject({ kind: 'unauthenticated' })
    expect(cognito.commandCalls(AdminInitiateAuthCommand)).toHaveLength(0)
  })
})

describe('createAccount (the operator-made admin) leaves no half-made account', () => {
  const profile = operatorAdminProfile({ email: 'amina@example.com' })

  it('marks the address the operator gave verified and writes profile and claim in one transaction', async () => {
    const user = await createAccount(profile, 'Secret-Pass1', now)
    expect(user).toMatchObject({ id: 'sub-1', superAdmin: true })
    expect(cognito.commandCalls(AdminCreateUserCommand)[0]?.args[0].input.UserAttributes).toContainEqual({ Name: 'email_verified', Value: 'true' })
    const items = dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? []
    expect(items.map((item) => item.Put?.Item?.pk)).toEqual(['USER#sub-1', 'EMAIL#amina@example.com'])
  })

  it('deletes the Cognito user again when the profile cannot be written', async () => {
    dynamo.on(TransactWriteCommand).rejects(named('ThrottlingException'))
    await expect(createAccount(profile, 'Secret-Pass1', now)).rejects.toThrow('ThrottlingException')
    expect(cognito.commandCalls(AdminDeleteUserCommand)[0]?.args[0].input.Username).toBe('amina@example.com')
  })
})
