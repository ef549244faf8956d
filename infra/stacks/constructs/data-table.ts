import { RemovalPolicy } from 'aws-cdk-lib'
import { AttributeType, BillingMode, ProjectionType, StreamViewType, Table } from 'aws-cdk-lib/aws-dynamodb'
import { Construct } from 'constructs'
import { GLOBAL_INDEXES, STREAM_VIEW_TYPE, TABLE_KEY, TTL_ATTRIBUTE } from '../../../functions/model/table-definition'

export interface DataTableProps {
  /** Prod-like: deletion protection and RETAIN, so neither a stack delete nor a console slip loses data. */
  retainData: boolean
}

const stringKey = (name: string) => ({ name, type: AttributeType.STRING })

/**
 * The single table, built from functions/model/table-definition.ts (the same definition the local
 * emulator uses), so key and index names exist in one place.
 */
export class DataTable extends Construct {
  readonly table: Table

  constructor(scope: Construct, id: string, props: DataTableProps) {
    super(scope, id)
    this.table = new Table(this, 'Table', {
      partitionKey: stringKey(TABLE_KEY.partitionKey),
      sortKey: stringKey(TABLE_KEY.sortKey),
      billingMode: BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: TTL_ATTRIBUTE,
      stream: StreamViewType[STREAM_VIEW_TYPE],
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: props.retainData,
      removalPolicy: props.retainData ? RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE : RemovalPolicy.DESTROY,
    })
    for (const index of GLOBAL_INDEXES) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: stringKey(index.partitionKey),
        sortKey: stringKey(index.sortKey),
        projectionType: ProjectionType.ALL,
      })
    }
  }
}
