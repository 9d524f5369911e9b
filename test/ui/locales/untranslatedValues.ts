import type { MessageId } from '../../../src/ui/locales/en'

/** Messages that may read as in English in every locale: brand names, network names and symbols. */
export const UNTRANSLATED_MESSAGE_IDS: readonly MessageId[] = [
  'bottom.nft',
  'network.name.128',
  'network.name.56',
  'wallet.walletConnect',
]
