import type { BridgeSignatureView } from '../../ports/BridgeApi'
import { BridgeSignatureMismatchError } from '../errors/BridgeSignatureMismatchError'
import { bridgeAmounts } from './bridgeAmounts'
import { decodeBridgeCode } from './bridgeCode'
import type { CheckedBridgeTransfer } from './checkBridgeTransfer'

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * Checks that what the server signed is the transfer asked for, before the wallet sends it: the collection moves the
 * tokens exactly as signed, so a server (or anyone holding its database) that signed another recipient or target
 * chain (both inside the code), another token, amount or bridge, or figures other than the published rates give,
 * would otherwise take the user's tokens elsewhere. The code's low 64 bits are the signed nonce.
 *
 * @throws BridgeSignatureMismatchError naming the first field that differs.
 */
export function checkBridgeSignature(
  signed: BridgeSignatureView,
  asked: CheckedBridgeTransfer & { readonly recipient: string },
): void {
  const { source, token, amount } = asked
  const expected = bridgeAmounts(amount, { serviceBps: token.serviceBps, destroyBps: source.destroyBps })
  const destination = decodeBridgeCode(signed.code)
  const checks: [string, string | bigint | number, string | bigint | number, boolean?][] = [
    ['recipient', asked.recipient, destination.recipient, same(asked.recipient, destination.recipient)],
    ['target chain', asked.targetChainId, destination.targetChainId],
    ['target chain', asked.targetChainId, signed.targetChainId],
    ['source chain', source.chainId, signed.sourceChainId],
    ['bridge', source.bridge, signed.bridge, same(source.bridge, signed.bridge)],
    ['token', token.address, signed.token, same(token.address, signed.token)],
    ['amount', amount, signed.totalAmount],
    ['destroy amount', expected.destroyAmount, signed.destroyAmount],
    ['fee', expected.fee, signed.fee],
    ['payout', expected.payout, signed.payout],
    [
      'destroy address',
      source.destroyAddress,
      signed.destroyAddress,
      same(source.destroyAddress, signed.destroyAddress),
    ],
    ['nonce', destination.nonce, signed.nonce],
  ]
  for (const [field, wanted, got, equal] of checks) {
    if (!(equal ?? wanted === got)) throw new BridgeSignatureMismatchError(field, String(wanted), String(got))
  }
}
