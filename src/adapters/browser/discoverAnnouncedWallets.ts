import type { Eip1193Provider } from './Eip1193Provider'

/** EIP-6963's events: a wallet announces itself with the first, and again whenever the page asks with the second. */
export const ANNOUNCE_PROVIDER = 'eip6963:announceProvider'
export const REQUEST_PROVIDER = 'eip6963:requestProvider'

/** The longest wallet name shown; a longer one is cut. */
const MAX_NAME_LENGTH = 64
/** An icon must be an image as a data: URI (EIP-6963); nothing the page would fetch or run. */
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp|avif|bmp|svg\+xml)[;,]/i

/** One announced wallet (EIP-6963 `EIP6963ProviderDetail`), checked. */
export interface AnnouncedWallet {
  info: { uuid: string; name: string; icon: string; rdns: string }
  provider: Eip1193Provider
}

/**
 * Discovers the wallets the browser announces (EIP-6963): listens for `eip6963:announceProvider`, asks with
 * `eip6963:requestProvider`, and hands each new wallet to `onWallet`, those announcing later too, until the returned
 * function stops it. A wallet is handed on once: a second announcement of its uuid or of its rdns is ignored, as is
 * an announcement without a name, an rdns, an image data: URI as icon or a provider with `request`.
 *
 * @example const stop = discoverAnnouncedWallets(window, (wallet) => console.log(wallet.info.name))
 */
export function discoverAnnouncedWallets(
  target: Pick<Window, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'>,
  onWallet: (wallet: AnnouncedWallet) => void,
): () => void {
  const seen = new Set<string>()
  const listener = (event: Event) => {
    const wallet = checkedAnnouncement((event as CustomEvent<unknown>).detail)
    if (!wallet || seen.has(`uuid:${wallet.info.uuid}`) || seen.has(`rdns:${wallet.info.rdns}`)) return
    seen.add(`uuid:${wallet.info.uuid}`)
    seen.add(`rdns:${wallet.info.rdns}`)
    onWallet(wallet)
  }
  target.addEventListener(ANNOUNCE_PROVIDER, listener)
  target.dispatchEvent(new Event(REQUEST_PROVIDER))
  return () => target.removeEventListener(ANNOUNCE_PROVIDER, listener)
}

/** The announcement's wallet, or undefined when it is not one a person could tell apart and connect. */
function checkedAnnouncement(detail: unknown): AnnouncedWallet | undefined {
  if (typeof detail !== 'object' || detail === null) return undefined
  const { info, provider } = detail as { info?: Record<string, unknown>; provider?: Partial<Eip1193Provider> }
  if (typeof provider?.request !== 'function' || typeof info !== 'object' || info === null) return undefined
  const { uuid, name, icon, rdns } = info
  if (typeof uuid !== 'string' || uuid === '' || typeof rdns !== 'string' || rdns.trim() === '') return undefined
  if (typeof name !== 'string' || name.trim() === '') return undefined
  if (typeof icon !== 'string' || !DATA_IMAGE.test(icon)) return undefined
  return {
    info: { uuid, name: name.trim().slice(0, MAX_NAME_LENGTH), icon, rdns: rdns.trim() },
    provider: provider as Eip1193Provider,
  }
}
