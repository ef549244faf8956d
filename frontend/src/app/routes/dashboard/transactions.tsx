import { TransferHistory } from '../../../features/my-transfers/components/transfer-history'

/** Spec 2.1: /transactions, Transfer History (the user menu's Transaction History). */
export default function TransactionsRoute() {
  return <TransferHistory />
}
