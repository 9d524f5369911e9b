import type { MessageId } from '../../../src/ui/locales/en'

/** Messages that may read as in English in every locale: brand names, network names and symbols. */
export const UNTRANSLATED_MESSAGE_IDS: readonly MessageId[] = [
  'bottom.nft',
  // a record's route is the two chains' names and an arrow
  'bridge.records.route',
  // an approximate amount and its symbol
  'bounty.lp.equalU',
  // the dog-token exchange's directions are two token symbols and an arrow
  'exchange.toDk',
  'exchange.toDk2',
  'network.name.128',
  'network.name.56',
  'wallet.walletConnect',
]
