import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import { useNavigate } from 'react-router'
import type { UpdateUser } from '../../../../../shared/users/update-user-schema'
import type { User } from '../../../../../shared/users/user'
import { ConfirmDialog, DELETE_QUESTION, MessageDialog, type Failure } from '../../../components/confirm-dialog/confirm-dialog'
import { ErrorBox } from '../../../components/error-box/error-box'
import { LoadMoreButton } from '../../../components/pager/load-more-button'
import { Spinner } from '../../../components/spinner/spinner'
import { showToast } from '../../../components/toast/toast-store'
import { ApiError } from '../../../lib/api-client'
import { paths } from '../../../config/paths'
import { formatCount } from '../../../lib/format'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { useSession } from '../../../lib/session/session-provider'
import { deleteUser } from '../api/delete-user'
import { useActor, useMe } from '../api/get-me'
import { useUsersList } from '../api/list-users'
import { updateUser } from '../api/update-user'
import {
  flagQuestion,
  flagUpdatedMessage,
  fullName,
  rowPermissions,
  updateFailure,
  USERS_MESSAGES,
  USERS_TOAST_MS,
  type FlagName,
} from '../user-flags'
import { EditUserModal } from './edit-user-modal'
import { UsersTable, type UserRowHandlers } from './users-table'
import { UsersRefused, UsersSearch } from './users-list-parts'
import './users-list.css'

type Pending = { kind: 'flag'; user: User; flag: FlagName; turningOn: boolean } | { kind: 'delete'; user: User }

const MORE_USERS = { more: msg`Load more users`, loading: msg`Loading more users…` }

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

const deleteFailure = (i18n: I18n, error: unknown): Failure => ({ title: i18n._(USERS_MESSAGES.deleteFailed), message: messageOf(error) })

const flagChange = (flag: FlagName, value: boolean): UpdateUser =>
  flag === 'verified' ? { verified: value } : flag === 'isAdmin' ? { isAdmin: value } : { superAdmin: value }

/** Case-insensitive match of name or e-mail. */
function matches(user: User, text: string): boolean {
  const needle = text.trim().toLowerCase()
  return needle === '' || `${user.firstName} ${user.lastName}\n${user.email}`.toLowerCase().includes(needle)
}

/**
 * Users Management (spec 2.12): every user, newest first, a page at a time from the API. Each
 * switch and action asks the permission rules of shared/auth/permissions.ts (the server applies the
 * same ones), so what the acting user may not do is shown refused, with the reason.
 */
export function UsersList() {
  const { t, i18n } = useLingui()
  const call = useAuthedCall()
  const { signOut } = useSession()
  const navigate = useNavigate()
  const actor = useActor()
  const me = useMe()
  const list = useUsersList()
  const [search, setSearch] = useState('')
  const [dialog, setDialog] = useState<{ pending: Pending | null; open: boolean }>({ pending: null, open: false })
  const [denied, setDenied] = useState<string | null>(null)
  const [editing, setEditing] = useState<User | null>(null)
  const [busy, setBusy] = useState<{ id: string; flag: FlagName } | null>(null)

  const shown = useMemo(() => list.users.filter((user) => matches(user, search)), [list.users, search])

  if (list.error && list.users.length === 0) {
    if (list.error instanceof ApiError && list.error.status === 403) {
      return <UsersRefused error={list.error} />
    }
    return <ErrorBox title={i18n._(USERS_MESSAGES.loadFailed)} message={list.error.message} onRetry={() => void list.retry()} />
  }
  if (list.isLoading || !actor) return <Spinner label={t`Loading users…`} />

  const afterChange = (updated: User) => {
    void list.replaceUser(updated)
    if (updated.id === actor.id) void me.mutate(updated, { revalidate: false })
  }

  const confirmPending = async () => {
    const { pending } = dialog
    if (!pending) return
    if (pending.kind === 'flag') {
      setBusy({ id: pending.user.id, flag: pending.flag })
      try {
        afterChange(await updateUser(call, pending.user.id, flagChange(pending.flag, pending.turningOn)))
      } finally {
        setBusy(null)
      }
      showToast(i18n._(flagUpdatedMessage(pending.flag)), { durationMs: USERS_TOAST_MS })
      return
    }
    await deleteUser(call, pending.user.id)
    void list.removeUser(pending.user.id)
    showToast(i18n._(USERS_MESSAGES.deleted), { durationMs: USERS_TOAST_MS })
    // Deleting one's own account ends the session.
    if (pending.user.id === actor.id) signOut()
  }

  const handlers: UserRowHandlers = {
    permissionsOf: (user) => rowPermissions(actor, user),
    busyFlagOf: (user) => (busy?.id === user.id ? busy.flag : undefined),
    // Verified is a review: the switch opens it; the role switches still ask and flip.
    onToggle: (user, flag) =>
      flag === 'verified'
        ? void navigate(paths.dashboardVerificationReview.getHref(user.id))
        : setDialog({ pending: { kind: 'flag', user, flag, turningOn: !user[flag] }, open: true }),
    onEdit: setEditing,
    onDelete: (user) => setDialog({ pending: { kind: 'delete', user }, open: true }),
    onDenied: setDenied,
  }

  const { pending } = dialog
  const question =
    pending?.kind === 'flag'
      ? flagQuestion(i18n, pending.flag, pending.turningOn, fullName(pending.user) || pending.user.email)
      : { title: i18n._(DELETE_QUESTION.title), message: i18n._(DELETE_QUESTION.message), confirmLabel: t`Yes, delete it!` }

  const loaded = formatCount(list.users.length)
  const matching = formatCount(shown.length)
  return (
    <section className="users-page column" aria-label={t`Users`}>
      <UsersSearch search={search} onSearch={setSearch} loaded={loaded} matching={matching} hasMore={list.hasMore} />

      {shown.length === 0 ? (
        <p className="users-page__empty">{search.trim() ? <Trans>No users match your search.</Trans> : <Trans>No users yet.</Trans>}</p>
      ) : (
        <UsersTable users={shown} {...handlers} />
      )}

      {list.error ? <ErrorBox title={i18n._(USERS_MESSAGES.loadFailed)} message={list.error.message} onRetry={() => void list.retry()} /> : null}
      <LoadMoreButton pages={list} labels={MORE_USERS} className="users-page__more" />

      <ConfirmDialog
        open={dialog.open}
        title={question.title}
        message={question.message}
        confirmLabel={question.confirmLabel}
        tone={pending?.kind === 'delete' ? 'danger' : 'primary'}
        onConfirm={confirmPending}
        describeFailure={(error) => (pending?.kind === 'delete' ? deleteFailure(i18n, error) : updateFailure(i18n, error))}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
      />
      <MessageDialog open={denied !== null} title={USERS_MESSAGES.permissionDenied} message={denied ?? ''} onClose={() => setDenied(null)} />
      <EditUserModal
        user={editing}
        permissions={editing ? rowPermissions(actor, editing) : undefined}
        save={(id, change) => updateUser(call, id, change)}
        onSaved={(updated) => {
          afterChange(updated)
          setEditing(null)
          showToast(i18n._(USERS_MESSAGES.updated), { durationMs: USERS_TOAST_MS })
        }}
        onClose={() => setEditing(null)}
      />
    </section>
  )
}
