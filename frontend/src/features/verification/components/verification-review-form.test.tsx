import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { VERIFICATION_MESSAGES, type VerificationDecisionBody } from '../../../../../shared/users/verification'
import { ApiError } from '../../../lib/api-error'
import { renderApp } from '../../../testing/render-app'
import { makeUser } from '../../../testing/users'
import { VerificationReviewForm } from './verification-review-form'

const PASSPORT = { id: '01ARZ3NDEKTSV4RRFFQ69G5FAV', name: 'Passport' }
const BILL = { id: '01ARZ3NDEKTSV4RRFFQ69G5FAW', name: 'Utility bill' }
const USER = makeUser({ firstName: 'Hodan', lastName: 'Ali' })

/** The form with `submit` standing in for the API; what it was sent and what it handed back. */
function renderForm(submit: (body: VerificationDecisionBody) => Promise<typeof USER> = async () => USER) {
  const sent: VerificationDecisionBody[] = []
  const onReviewed = vi.fn()
  const rendered = renderApp(
    <VerificationReviewForm
      user={USER}
      documents={[PASSPORT, BILL]}
      submit={(body) => {
        sent.push(body)
        return submit(body)
      }}
      onReviewed={onReviewed}
    />,
  )
  return { ...rendered, sent, onReviewed }
}

const recordButton = () => screen.getByRole('button', { name: 'Record the review' })

describe('the verification review form', () => {
  it('asks for an outcome first and sends nothing without one', async () => {
    const { user, sent } = renderForm()
    await user.click(recordButton())
    expect(await screen.findByText(VERIFICATION_MESSAGES.outcomeRequired)).toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'Outcome for Hodan Ali' })).toHaveAccessibleDescription(VERIFICATION_MESSAGES.outcomeRequired)
    expect(sent).toEqual([])
  })

  it('verifies only with the document checked, then sends it and hands the answer back', async () => {
    const { user, sent, onReviewed } = renderForm()
    await user.click(screen.getByRole('radio', { name: /Verified/ }))
    expect(screen.getByLabelText('Note (optional)')).toBeInTheDocument()
    await user.click(recordButton())
    expect(screen.getByLabelText('Document checked')).toHaveAccessibleDescription(VERIFICATION_MESSAGES.documentRequired)
    expect(sent).toEqual([])

    await user.selectOptions(screen.getByLabelText('Document checked'), 'Passport')
    await user.click(recordButton())
    expect(sent).toEqual([{ outcome: 'verified', documentId: PASSPORT.id }])
    expect(onReviewed).toHaveBeenCalledWith(USER, { outcome: 'verified', documentId: PASSPORT.id })
  })

  it('refuses only with the reason the user reads, trimmed', async () => {
    const { user, sent } = renderForm()
    await user.click(screen.getByRole('radio', { name: /Refused/ }))
    const reason = screen.getByLabelText('Reason (the user reads it)')
    expect(reason).toBeRequired()
    await user.type(reason, '   ')
    await user.click(recordButton())
    expect(reason).toHaveAccessibleDescription(expect.stringContaining(VERIFICATION_MESSAGES.reasonRequired))
    expect(sent).toEqual([])

    await user.clear(reason)
    await user.type(reason, ' The photo is blurred. ')
    await user.click(recordButton())
    expect(sent).toEqual([{ outcome: 'refused', reason: 'The photo is blurred.' }])
  })

  it('shows progress while sending and puts a refusal of the server on its field', async () => {
    let answer: (error: Error) => void = () => undefined
    const { user, onReviewed } = renderForm(
      () =>
        new Promise((_resolve, reject) => {
          answer = reject
        }),
    )
    await user.click(screen.getByRole('radio', { name: /Verified/ }))
    await user.selectOptions(screen.getByLabelText('Document checked'), 'Utility bill')
    await user.click(recordButton())
    expect(await screen.findByRole('button', { name: 'Recording…' })).toBeDisabled()
    answer(
      new ApiError(VERIFICATION_MESSAGES.documentNotFound, 400, {
        fields: { documentId: VERIFICATION_MESSAGES.documentNotFound },
        fromServer: true,
      }),
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(VERIFICATION_MESSAGES.documentNotFound)
    expect(screen.getByLabelText('Document checked')).toHaveAccessibleDescription(VERIFICATION_MESSAGES.documentNotFound)
    expect(onReviewed).not.toHaveBeenCalled()
  })
})
