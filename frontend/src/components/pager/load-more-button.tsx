import { Trans } from '@lingui/react/macro'
import { Button } from '../button/button'

/** What a cursor-paged list (lib/use-cursor-pages) tells of the pages after the ones loaded. */
interface MorePages {
  hasMore: boolean
  loadingMore: boolean
  loadMore: () => unknown
}

/** "Load more" under a list read a page at a time; none once the last page is loaded. */
export function LoadMoreButton({ pages }: { pages: MorePages }) {
  if (!pages.hasMore) return null
  return (
    <Button variant="secondary" onClick={() => void pages.loadMore()} disabled={pages.loadingMore}>
      {pages.loadingMore ? <Trans>Loading…</Trans> : <Trans>Load more</Trans>}
    </Button>
  )
}
