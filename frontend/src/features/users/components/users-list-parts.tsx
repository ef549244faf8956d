import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { messageCode } from '../../../../../shared/i18n/message-code'
import { TextField } from '../../../components/form/text-field'
import { paths } from '../../../config/paths'
import { ApiError } from '../../../lib/api-client'
import { USERS_MESSAGES } from '../user-flags'

/** The list was refused (403): Users Management is for administrators, with the server's reason when it gave another. */
export function UsersRefused({ error }: { error: Error }) {
  return (
    <section className="users-page users-page--refused column" aria-labelledby="users-refused-title">
      <h2 id="users-refused-title" className="users-page__refused-title">
        {USERS_MESSAGES.permissionDenied}
      </h2>
      <p>
        <Trans>Users Management is for administrators.</Trans>{' '}
        {error instanceof ApiError && error.code === messageCode(USERS_MESSAGES.permissionDenied) ? '' : error.message}
      </p>
      <Link to={paths.dashboard.getHref()}>
        <Trans>Back to the dashboard</Trans>
      </Link>
    </section>
  )
}

interface UsersSearchProps {
  search: string
  onSearch: (text: string) => void
  /** How many users are loaded and how many of them match, formatted. */
  loaded: string
  matching: string
  hasMore: boolean
}

/** The search box over the users loaded so far, and how many are shown. */
export function UsersSearch({ search, onSearch, loaded, matching, hasMore }: UsersSearchProps) {
  const { t } = useLingui()
  return (
    <>
      <div className="users-page__toolbar">
        <TextField
          className="users-page__search"
          label={t`Search users`}
          type="search"
          placeholder={t`Name or email`}
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          hint={hasMore ? t`Searches the ${loaded} users loaded so far. Load more to search further.` : t`Searches all ${loaded} users.`}
        />
      </div>
      <p className="users-page__count" role="status">
        {search.trim() ? (
          <Trans>
            {matching} of {loaded} users match
          </Trans>
        ) : (
          <Trans>Showing {loaded} users</Trans>
        )}
      </p>
    </>
  )
}
