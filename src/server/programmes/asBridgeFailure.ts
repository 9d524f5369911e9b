import { BridgeCodeLandedError } from '../../domain/errors/BridgeCodeLandedError'
import { BridgeCodeStillLiveError } from '../../domain/errors/BridgeCodeStillLiveError'
import { BridgeConsentRejectedError } from '../../domain/errors/BridgeConsentRejectedError'
import { BridgeQuotaExceededError } from '../../domain/errors/BridgeQuotaExceededError'
import type { FomoError } from '../../domain/errors/FomoError'
import { NoAuraPriceError } from '../../domain/errors/NoAuraPriceError'
import { UnknownBridgeCodeError } from '../../domain/errors/UnknownBridgeCodeError'
import { ApiFailure } from '../http/ApiFailure'

const REFUSALS: [abstract new (...args: never[]) => FomoError, number][] = [
  [BridgeQuotaExceededError, 400],
  [NoAuraPriceError, 400],
  [UnknownBridgeCodeError, 404],
  [BridgeCodeLandedError, 409],
  [BridgeCodeStillLiveError, 409],
]

/** A refused consent's status: not the sender's signature 403, a deadline out of range 400, used before 409. */
const CONSENT_STATUS = { 'bad-signature': 403, expired: 400, 'deadline-too-far': 400, replayed: 409 } as const

/**
 * Runs `work`, answering the bridge domain's refusals as API failures with their message and the status each deserves
 * (quota and price 400, unknown code 404, a landed or live code 409, a refused consent as CONSENT_STATUS); anything
 * else is rethrown as it is.
 */
export async function asBridgeFailure<T>(work: () => T | Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof BridgeConsentRejectedError) {
      throw new ApiFailure(CONSENT_STATUS[error.reason], error.message, { ...error.details })
    }
    for (const [type, status] of REFUSALS) {
      if (error instanceof type) throw new ApiFailure(status, error.message, { ...error.details })
    }
    throw error
  }
}
