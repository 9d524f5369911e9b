import type { MessageId } from '../locales/en'

/** The message that names a network in the header and the switch buttons. */
export function networkName(t: (id: MessageId, values?: Record<string, string | number>) => string, chainId: number) {
  if (chainId === 128) return t('network.name.128')
  if (chainId === 56) return t('network.name.56')
  return t('network.name.other', { chainId })
}
