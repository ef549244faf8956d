import { Link } from 'react-router'
import { paths } from '../../config/paths'
import { site } from '../../config/site'
import { LogoMark } from '../icons/icons'
import './brand-link.css'

/** The logo and the product's name, linking home: the navbar's and the footer's. `className` colours it for its ground. */
export function BrandLink({ className }: { className: string }) {
  return (
    <Link to={paths.home.getHref()} className={`brand-link ${className}`}>
      <LogoMark className="brand-link__mark" />
      <span>{site.name}</span>
    </Link>
  )
}
