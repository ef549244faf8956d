import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { Button } from '../button/button'

/** What a cursor-paged list (lib/use-cursor-pages) tells of the pages after the ones loaded. */
interface MorePages {
  hasMore: boolean
  loadingMore: boolean
  loadMore: () => unknown
}

export interface LoadMoreButtonProps {
  pages: MorePages
  /** What it says, when plain "Load more" would not say what of. */
  labels?: { more: MessageDescriptor; loading: MessageDescriptor }
  /** A box around the button, to place it (centred under a list, say). */
  className?: string
}

/** "Load more" under a list read a page at a time; none once the last page is loaded. */
export function LoadMoreButton({ pages, labels, className }: LoadMoreButtonProps) {
  const { t, i18n } = useLingui()
  if (!pages.hasMore) return null
  const button = (
    <Button variant="secondary" onClick={() => void pages.loadMore()} disabled={pages.loadingMore} aria-busy={pages.loadingMore || undefined}>
      {pages.loadingMore ? (labels ? i18n._(labels.loading) : t`Loading…`) : labels ? i18n._(labels.more) : t`Load more`}
    </Button>
  )
  return className ? <div className={className}>{button}</div> : button
}
