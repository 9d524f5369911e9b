import { useState } from 'react'

/** A token's logo: the list's `logoURI`, else `/images/token/{symbol}.png`; the symbol's first letter when neither loads. */
export function TokenLogo(props: { symbol: string; logoURI: string | undefined }) {
  const [failed, setFailed] = useState(false)
  if (failed) return <span className="token-logo token-logo-fallback">{Array.from(props.symbol)[0] ?? '?'}</span>
  const src = props.logoURI ?? `images/token/${encodeURIComponent(props.symbol)}.png`
  return <img className="token-logo" src={src} alt="" width={24} height={24} onError={() => setFailed(true)} />
}
