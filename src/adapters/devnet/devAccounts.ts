import { HDNodeWallet, Mnemonic } from 'ethers'

/** anvil's well-known test mnemonic: its keys are public, so they are for the devnet only. */
export const DEV_MNEMONIC = 'test test test test test test test test test test test junk'
export const DEV_ACCOUNT_COUNT = 10

export interface DevAccount {
  index: number
  address: string
  privateKey: string
}

/** The devnet's funded accounts, derived as anvil derives them (m/44'/60'/0'/0/i). */
export function devAccounts(count = DEV_ACCOUNT_COUNT): DevAccount[] {
  const mnemonic = Mnemonic.fromPhrase(DEV_MNEMONIC)
  return Array.from({ length: count }, (_, index) => {
    const wallet = HDNodeWallet.fromMnemonic(mnemonic, `m/44'/60'/0'/0/${index}`)
    return { index, address: wallet.address, privateKey: wallet.privateKey }
  })
}

/** The dev account whose key signs the server's claims on the devnet (scripts/start.mjs, FOMO_SIGNER_KEY's default). */
export const DEVNET_SIGNER_ACCOUNT = 9

/**
 * The devnet relayer's account (FOMO_RELAYER_KEY's default): the bridges' operator, the one key that pays out. It is
 * the mnemonic's eleventh account, past the ten anvil funds, so no test or user trade shares its nonces; the bridge
 * deployment funds it with the native coin.
 */
export const DEVNET_RELAYER_ACCOUNT = DEV_ACCOUNT_COUNT

/** The relayer's key and address (see DEVNET_RELAYER_ACCOUNT). */
export function devnetRelayerAccount(): DevAccount {
  return devAccounts(DEVNET_RELAYER_ACCOUNT + 1)[DEVNET_RELAYER_ACCOUNT]!
}

/**
 * The devnet's prize-draw operator (FOMO_DRAW_OPERATOR_KEY's default): an OPERATOR_ROLE of each chain's FomoPrizePool,
 * funded with the native coin. The mnemonic's twelfth account: like the relayer's, no dev wallet sends from it, so no
 * one else moves its nonce.
 */
export const DEVNET_DRAW_OPERATOR_ACCOUNT = DEV_ACCOUNT_COUNT + 1

/** The draw operator's key and address (see DEVNET_DRAW_OPERATOR_ACCOUNT). */
export function devnetDrawOperatorAccount(): DevAccount {
  return devAccounts(DEVNET_DRAW_OPERATOR_ACCOUNT + 1)[DEVNET_DRAW_OPERATOR_ACCOUNT]!
}

/**
 * The devnet's treasury: the address the protocol pays to (the HJW investment's lock address, the DK converter's fee
 * recipient). The mnemonic's thirteenth account, never a dev wallet: a contract that pays a dev account to itself
 * (say, an investment by the lock address) would credit nothing.
 */
export const DEVNET_TREASURY_ACCOUNT = DEV_ACCOUNT_COUNT + 2

/** The treasury's key and address (see DEVNET_TREASURY_ACCOUNT). */
export function devnetTreasuryAccount(): DevAccount {
  return devAccounts(DEVNET_TREASURY_ACCOUNT + 1)[DEVNET_TREASURY_ACCOUNT]!
}
