import { ProfileSettings } from '../../../features/users/components/profile-settings'

/** Spec 2.1: /profile, Profile Settings (linked from the user menus). */
export default function ProfileSettingsRoute() {
  return <ProfileSettings />
}
