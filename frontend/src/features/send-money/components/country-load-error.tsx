import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { ButtonLink } from '../../../components/button/button'
import { ErrorBox } from '../../../components/error-box/error-box'
import { Modal } from '../../../components/modal/modal'
import { paths } from '../../../config/paths'
import { LOAD_ERROR_PAGE_TITLE, LOAD_ERROR_TITLE } from '../../../entities/transfer/transfer-texts'
import './send-page.css'
import './country-transfer.css'

/** The popup with a link home, and the message in the page behind it (spec 8); both lead home alike. */
export function CountryLoadError({ message }: { message: string }) {
  const { i18n } = useLingui()
  const [popupOpen, setPopupOpen] = useState(true)
  return (
    <div className="send-page">
      <div className="container country-transfer__inner">
        <ErrorBox title={i18n._(LOAD_ERROR_PAGE_TITLE)} message={message}>
          <ButtonLink to={paths.home.getHref()} variant="secondary" className="country-transfer__error-home">
            <Trans>Go to the home page</Trans>
          </ButtonLink>
        </ErrorBox>
      </div>
      <Modal open={popupOpen} onClose={() => setPopupOpen(false)} title={i18n._(LOAD_ERROR_TITLE)}>
        <p>{message}</p>
        <footer className="country-transfer__popup-footer">
          <ButtonLink to={paths.home.getHref()} variant="primary">
            <Trans>Go to the home page</Trans>
          </ButtonLink>
        </footer>
      </Modal>
    </div>
  )
}
