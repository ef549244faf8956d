import { Names } from 'aws-cdk-lib'
import type { ITable } from 'aws-cdk-lib/aws-dynamodb'
import { PolicyStatement } from 'aws-cdk-lib/aws-iam'
import type { ILogGroup } from 'aws-cdk-lib/aws-logs'
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId, type AwsSdkCall } from 'aws-cdk-lib/custom-resources'
import { Construct } from 'constructs'
import { countryItem } from '../../../functions/model/country-items'
import type { Country } from '../../../shared/countries/country'

/** BatchWriteItem takes at most 25 puts per call. */
const BATCH_SIZE = 25

export interface CountrySeedProps {
  table: ITable
  countries: readonly Country[]
  /** Log group of CDK's custom-resource Lambda (retention and encryption are ours to set). */
  logGroup: ILogGroup
}

/**
 * Writes the destination countries into the table on create and whenever the list changes, with the
 * same item shape the local seed uses (`countryItem`). Puts overwrite, so a re-run is harmless; a
 * country removed from the list stays in the table until deleted by hand.
 */
export class CountrySeed extends Construct {
  /** The custom resources (their singleton handler is CDK's; its findings are acknowledged by the stack). */
  readonly writers: readonly AwsCustomResource[]

  constructor(scope: Construct, id: string, props: CountrySeedProps) {
    super(scope, id)
    const puts = props.countries.map((country) => ({ PutRequest: { Item: toAttributeMap(countryItem(country)) } }))
    const writers: AwsCustomResource[] = []
    for (let start = 0; start < puts.length; start += BATCH_SIZE) {
      const call: AwsSdkCall = {
        service: 'DynamoDB',
        action: 'BatchWriteItem',
        parameters: { RequestItems: { [props.table.tableName]: puts.slice(start, start + BATCH_SIZE) } },
        physicalResourceId: PhysicalResourceId.of(`${Names.uniqueId(this)}-${start / BATCH_SIZE}`),
      }
      writers.push(
        new AwsCustomResource(this, `Batch${start / BATCH_SIZE}`, {
          onCreate: call,
          onUpdate: call,
          installLatestAwsSdk: false,
          logGroup: props.logGroup,
          // Least privilege: one action on the table itself, no index or other table.
          policy: AwsCustomResourcePolicy.fromStatements([
            new PolicyStatement({ actions: ['dynamodb:BatchWriteItem'], resources: [props.table.tableArn] }),
          ]),
        }),
      )
    }
    this.writers = writers
  }
}

function toAttributeMap(item: Record<string, string>): Record<string, { S: string }> {
  return Object.fromEntries(Object.entries(item).map(([name, value]) => [name, { S: value }]))
}
