import { QueryCommand } from '@aws-sdk/lib-dynamodb'
import type { Country } from '../../shared/countries/country'
import { dynamo } from '../lib/clients'
import { config } from '../lib/config'
import { readItem } from './item-reads'
import { fromCountryItem } from '../model/country-items'
import { keyOf, prefixOf } from '../model/table-keys'

/** All destination countries, by name. One Query on a small partition: never a Scan. */
export async function listCountries(): Promise<Country[]> {
  const out = await dynamo.send(
    new QueryCommand({
      TableName: config().TABLE_NAME,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': prefixOf('country', 'pk') },
    }),
  )
  return (out.Items ?? []).map(fromCountryItem).sort((a, b) => a.countryName.localeCompare(b.countryName, 'en'))
}

export async function getCountry(id: string): Promise<Country | undefined> {
  const item = await readItem(keyOf('country', { id }))
  return item ? fromCountryItem(item) : undefined
}
