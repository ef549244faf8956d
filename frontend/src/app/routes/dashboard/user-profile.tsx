import { useParams } from 'react-router'
import { UserDocuments } from '../../../features/documents/components/user-documents'
import { ProfilePage, type ProfileMode } from '../../../features/users/components/profile-page'

/**
 * Spec 2.1 and 2.12: /dashboard/profile (own, the target after sign-in), /dashboard/profile/{id}
 * and /dashboard/profile/me/{id} (My Profile). Staff looking at someone else also see that user's
 * documents, to decide their Verified status.
 */
export default function UserProfileRoute({ mode }: { mode: ProfileMode }) {
  const { id } = useParams()
  return <ProfilePage mode={mode} id={id} renderStaffExtra={(user) => <UserDocuments userId={user.id} />} />
}
