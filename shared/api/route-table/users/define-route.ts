import { routeArea } from '../../route-definition'

export const defineRoute = routeArea('users')
