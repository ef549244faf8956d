import { UsersList } from '../../../features/users/components/users-list'

/** Spec 2.12: /dashboard/users-list, Users Management (administrators; the API refuses others). */
export default function UsersListRoute() {
  return <UsersList />
}
