import { describe, expect, it } from 'vitest'
import { messageCode } from './message-code'

describe('messageCode', () => {
  it('writes a text as a slug of its words', () => {
    expect(messageCode('Please enter a valid 16-digit card number')).toBe('please-enter-a-valid-16-digit-card-number')
    expect(messageCode('Please fill out all the required fields!!')).toBe('please-fill-out-all-the-required-fields')
    expect(messageCode('Thanks — you are subscribed.')).toBe('thanks-you-are-subscribed')
  })

  it('drops accents, so a text and its accent-free spelling share a code', () => {
    expect(messageCode('Résumé déjà vu')).toBe('resume-deja-vu')
  })
})
