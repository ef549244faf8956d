import { useRecipients } from '../../recipient/api/recipients'
import { savedRecipients, type SavedRecipient } from '../saved-recipients'

/**
 * The signed-in sender's saved recipients in `countryId`, from their address book
 * (`GET /api/recipients`); no `userId` (signed out) makes no request.
 */
export function useSavedRecipients(
  countryId: string,
  userId: string | undefined,
): {
  data: SavedRecipient[] | undefined
  error: Error | undefined
  isLoading: boolean
} {
  const book = useRecipients(userId)
  return { data: book.data ? savedRecipients(book.data, countryId) : undefined, error: book.error, isLoading: book.isLoading }
}
