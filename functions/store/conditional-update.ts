import { UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb'
import { conditionHeld } from '../lib/aws-errors'
import { dynamo } from '../lib/clients'
import { config } from '../lib/config'

/**
 * An update of one item of the table that only applies while its condition holds: true when it was
 * applied, false when the condition failed, which each caller reads as what it means there (nothing
 * left to do, a race lost, an item gone). Any other error is thrown.
 */
export function conditionalUpdate(
  input: Omit<UpdateCommandInput, 'TableName' | 'ConditionExpression'> & { ConditionExpression: string },
): Promise<boolean> {
  return conditionHeld(dynamo.send(new UpdateCommand({ ...input, TableName: config().TABLE_NAME })))
}
