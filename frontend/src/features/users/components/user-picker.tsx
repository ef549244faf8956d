import { Trans, useLingui } from '@lingui/react/macro'
import { MAX_PAGE_SIZE } from '../../../../../shared/api/pagination'
import type { User } from '../../../../../shared/users/user'
import { Button } from '../../../components/button/button'
import { SelectField, type SelectFieldProps } from '../../../components/form/select-field'
import { Spinner } from '../../../components/spinner/spinner'
import { useUsersList } from '../api/list-users'

const userLabel = (user: User) => `${user.firstName} ${user.lastName} — ${user.email}`

/** Add Customer's sender: a select of every user, loaded a page (up to 100) at a time with Load more. */
export function UserPicker(binding: Pick<SelectFieldProps, 'value' | 'onChange' | 'error'>) {
  // Up to 100 a request: the picker is a long select, not a page.
  const users = useUsersList(MAX_PAGE_SIZE)
  const { t } = useLingui()
  return (
    <>
      {users.isLoading ? (
        <Spinner size="inline" label={t`Loading users…`} />
      ) : (
        <SelectField
          label={t`User`}
          placeholder={t`Choose a user`}
          options={users.users.map((user) => ({ value: user.id, label: userLabel(user) }))}
          hint={users.error ? users.error.message : t`The transfer will be theirs; its history records you as the one who added it.`}
          {...binding}
        />
      )}
      {users.hasMore ? (
        <Button variant="secondary" onClick={() => void users.loadMore()} disabled={users.loadingMore}>
          {users.loadingMore ? <Trans>Loading…</Trans> : <Trans>Load more users</Trans>}
        </Button>
      ) : null}
    </>
  )
}
