import type { MessageId } from './en'

/** Messages that stay the same in every language: brand names, network names and symbols. */
export const UNTRANSLATED_MESSAGE_IDS: readonly MessageId[] = [
  'bottom.nft',
  'network.name.128',
  'network.name.56',
  'wallet.walletConnect',
]
