import type { MessageId } from '../../../src/ui/locales/en'

/** Messages that may read as in English in every locale: brand names, network names and symbols. */
export const UNTRANSLATED_MESSAGE_IDS: readonly MessageId[] = [
  'bottom.nft',
  // the dog-token exchange's directions are two token symbols and an arrow
  'exchange.toDk',
  'exchange.toDk2',
  'network.name.128',
  'network.name.56',
  'wallet.walletConnect',
]
