import { routeTable } from '../route-definition'
import { getHealth } from './health/get-health'

export const systemRoutes = routeTable(getHealth)
