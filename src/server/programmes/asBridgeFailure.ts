import { BridgeCodeLandedError } from '../../domain/errors/BridgeCodeLandedError'
import { BridgeCodeStillLiveError } from '../../domain/errors/BridgeCodeStillLiveError'
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

/**
 * Runs `work`, answering the bridge domain's refusals as API failures with their message and the status each deserves
 * (quota and price 400, unknown code 404, a landed or live code 409); anything else is rethrown as it is.
 */
export async function asBridgeFailure<T>(work: () => T | Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    for (const [type, status] of REFUSALS) {
      if (error instanceof type) throw new ApiFailure(status, error.message, { ...error.details })
    }
    throw error
  }
}
