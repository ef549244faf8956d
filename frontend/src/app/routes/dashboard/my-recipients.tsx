import { MyRecipients } from '../../../features/my-transfers/components/my-recipients'

/** Spec 2.10: /dashboard/my-recipients and /dashboard/my-reciepients. */
export default function MyRecipientsRoute() {
  return <MyRecipients />
}
