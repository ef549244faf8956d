import { QueryCommand } from '@aws-sdk/lib-dynamodb'
import type { Country } from '../../shared/countries/country'
import { dynamo } from '../lib/clients'
import { config } from '../lib/config'
import { readItem } from './item-reads'
import { COUNTRY_PARTITION, countryKey, fromCountryItem } from './country-items'

/** All destination countries, by name. One Query on a small partition: never a Scan. */
export async function listCountries(): Promise<Country[]> {
  const out = await dynamo.send(
    new QueryCommand({
      TableName: config().TABLE_NAME,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': COUNTRY_PARTITION },
    }),
  )
  return (out.Items ?? []).map(fromCountryItem).sort((a, b) => a.countryName.localeCompare(b.countryName, 'en'))
}

export async function getCountry(id: string): Promise<Country | undefined> {
  const item = await readItem(countryKey(id))
  return item ? fromCountryItem(item) : undefined
}
