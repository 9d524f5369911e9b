import { useState } from 'react'
import { appTokenLogoPath } from '../../config/appTokenLogos'

/**
 * A token's logo: the list's `logoURI`, else the app's own logo of its symbol; the symbol's first letter when there is
 * neither (no request for a file the app does not ship) or it does not load.
 */
export function TokenLogo(props: { symbol: string; logoURI: string | undefined }) {
  const [failed, setFailed] = useState(false)
  const src = props.logoURI ?? appTokenLogoPath(props.symbol)
  if (failed || src === undefined)
    return <span className="token-logo token-logo-fallback">{Array.from(props.symbol)[0] ?? '?'}</span>
  return <img className="token-logo" src={src} alt="" width={24} height={24} onError={() => setFailed(true)} />
}
