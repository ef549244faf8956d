import type { FieldBinding } from '../../../components/form/field-binding'
import type { MoneyTransferField } from '../../../entities/transfer/transfer-form'

/** A wizard field's binding: its value, its shown error and its handlers. */
export type BindField = (field: MoneyTransferField) => FieldBinding & { name: MoneyTransferField }
