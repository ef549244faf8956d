import { QRCodeSVG } from 'qrcode.react'

/**
 * The enrolment's QR code, drawn in the browser from the otpauth URI, so the secret never goes to a
 * QR service. A chunk of its own (qrcode.react, about 6 KB gzip): only an enrolment loads it.
 */
export function TwoFactorQr({ uri, label }: { uri: string; label: string }) {
  // Level M and the standard 4-module quiet zone: what phone cameras read best on a screen.
  return <QRCodeSVG value={uri} size={192} level="M" marginSize={4} role="img" aria-label={label} className="two-factor__qr" />
}
