import { AmountAboveUint256Error } from '../../domain/errors/AmountAboveUint256Error'
import { AmountTextTooLongError } from '../../domain/errors/AmountTextTooLongError'
import { BelowBridgeMinimumError } from '../../domain/errors/BelowBridgeMinimumError'
import { BridgeBalanceTooLowError } from '../../domain/errors/BridgeBalanceTooLowError'
import { BridgeCodeLandedError } from '../../domain/errors/BridgeCodeLandedError'
import { BridgeCodeStillLiveError } from '../../domain/errors/BridgeCodeStillLiveError'
import { BridgeConsentRejectedError } from '../../domain/errors/BridgeConsentRejectedError'
import { BridgeConsentRequiredError } from '../../domain/errors/BridgeConsentRequiredError'
import { BridgeQuotaExceededError } from '../../domain/errors/BridgeQuotaExceededError'
import { BridgeTokenPausedError } from '../../domain/errors/BridgeTokenPausedError'
import { ChainNodeUnavailableError } from '../../domain/errors/ChainNodeUnavailableError'
import { ChainNotServedError } from '../../domain/errors/ChainNotServedError'
import { ExchangeChainNotServedError } from '../../domain/errors/ExchangeChainNotServedError'
import type { FomoError } from '../../domain/errors/FomoError'
import { InvalidAddressError } from '../../domain/errors/InvalidAddressError'
import { InvalidAmountError } from '../../domain/errors/InvalidAmountError'
import { InvalidAmountInputError } from '../../domain/errors/InvalidAmountInputError'
import { InvalidBridgeRateError } from '../../domain/errors/InvalidBridgeRateError'
import { InviteChainNotServedError } from '../../domain/errors/InviteChainNotServedError'
import { InviterAlreadyBoundError } from '../../domain/errors/InviterAlreadyBoundError'
import { InviteSignatureMismatchError } from '../../domain/errors/InviteSignatureMismatchError'
import { InviteTaskNotCompleteError } from '../../domain/errors/InviteTaskNotCompleteError'
import { InviteTaskPendingError } from '../../domain/errors/InviteTaskPendingError'
import { InviteTaskReceivedError } from '../../domain/errors/InviteTaskReceivedError'
import { MarketChainNotServedError } from '../../domain/errors/MarketChainNotServedError'
import { NoAuraPriceError } from '../../domain/errors/NoAuraPriceError'
import { NoBountyAreaError } from '../../domain/errors/NoBountyAreaError'
import { NoBountyRewardError } from '../../domain/errors/NoBountyRewardError'
import { NoBridgeToChainError } from '../../domain/errors/NoBridgeToChainError'
import { NoDkConverterError } from '../../domain/errors/NoDkConverterError'
import { NoIncomeError } from '../../domain/errors/NoIncomeError'
import { NoInvestmentContractError } from '../../domain/errors/NoInvestmentContractError'
import { NoMiningPoolError } from '../../domain/errors/NoMiningPoolError'
import { NoReleaseChainError } from '../../domain/errors/NoReleaseChainError'
import { NoRewardDistributorError } from '../../domain/errors/NoRewardDistributorError'
import { NoTitleNftError } from '../../domain/errors/NoTitleNftError'
import { NoTitleToClaimError } from '../../domain/errors/NoTitleToClaimError'
import { NothingArrivesError } from '../../domain/errors/NothingArrivesError'
import { NothingInvestedError } from '../../domain/errors/NothingInvestedError'
import { NothingReleasedError } from '../../domain/errors/NothingReleasedError'
import { NotReleasedYetError } from '../../domain/errors/NotReleasedYetError'
import { PairNotIndexedError } from '../../domain/errors/PairNotIndexedError'
import { ReleaseChainsNotIndexedError } from '../../domain/errors/ReleaseChainsNotIndexedError'
import { SeasonNotSettledError } from '../../domain/errors/SeasonNotSettledError'
import { TokenNotBridgedError } from '../../domain/errors/TokenNotBridgedError'
import { UnknownBridgeCodeError } from '../../domain/errors/UnknownBridgeCodeError'
import { UnknownBridgeTransferError } from '../../domain/errors/UnknownBridgeTransferError'
import { UnknownInviteTaskError } from '../../domain/errors/UnknownInviteTaskError'
import { WithdrawalNotIndexedError } from '../../domain/errors/WithdrawalNotIndexedError'
import { ZeroAmountError } from '../../domain/errors/ZeroAmountError'
import { ZeroBridgeRecipientError } from '../../domain/errors/ZeroBridgeRecipientError'
import { InviteRejectedError } from '../../domain/invite/InviteRejectedError'
import { ApiFailure } from './ApiFailure'

/** An error class the table answers. */
type ErrorClass<E extends FomoError> = abstract new (...args: never[]) => E

/** The HTTP status (and envelope code) of one error class, fixed or read from the error's data. */
type StatusOf<E extends FomoError> = (error: E) => number

/** The API's answer to an error: `{code: status, msg: message, data: null}` with HTTP `status`. */
export interface ErrorAnswer {
  status: number
  message: string
}

/** A row of the table: the class and its status, fixed or read from the error. */
function row<E extends FomoError>(
  type: ErrorClass<E>,
  status: number | StatusOf<E>,
): [ErrorClass<FomoError>, StatusOf<FomoError>] {
  return [type, (typeof status === 'number' ? () => status : status) as StatusOf<FomoError>]
}

/** A refused consent's status: not the sender's signature 403, a deadline out of range 400, used before 409. */
const CONSENT_STATUS = { 'bad-signature': 403, expired: 400, 'deadline-too-far': 400, replayed: 409 } as const

/** A refused invitation's status: a cycle or a second binding conflicts (409), a stranger's signature 403, else 400. */
const INVITE_STATUS = {
  'self-invite': 400,
  'zero-inviter': 400,
  'contract-inviter': 400,
  cycle: 409,
  'already-bound': 409,
  'bad-signature': 403,
  expired: 400,
  'expiry-too-far': 400,
} as const

/**
 * The server's one table from the named errors a request can meet to the API's answer: the status per class, and the
 * error's message (each class builds it from the data it carries). Bad input and refusals are 4xx (not found 404, a
 * conflict 409, a stranger's signature 403), what is retryable 503. The HTTP layer's own refusals (parameters, rate
 * limits) are ApiFailures, which carry their status.
 */
export const DOMAIN_ERROR_ANSWERS: ReadonlyMap<ErrorClass<FomoError>, StatusOf<FomoError>> = new Map([
  row(ApiFailure, (error) => error.status),
  // any programme
  row(ChainNotServedError, 400),
  row(ChainNodeUnavailableError, 503),
  row(InvalidAmountInputError, 400),
  row(AmountAboveUint256Error, 400),
  row(AmountTextTooLongError, 400),
  row(ZeroAmountError, 400),
  row(InvalidAddressError, 400),
  // LP mining and the reward distributor
  row(NoMiningPoolError, 404),
  row(NoRewardDistributorError, 404),
  row(NoIncomeError, 400),
  // invitations
  row(InviteChainNotServedError, 400),
  row(InviteSignatureMismatchError, 403),
  row(InviteRejectedError, (error) => INVITE_STATUS[error.reason]),
  row(InviterAlreadyBoundError, 409),
  // seasons
  row(NoTitleNftError, 404),
  row(NoTitleToClaimError, 400),
  row(SeasonNotSettledError, 404),
  // the bounty area
  row(NoBountyAreaError, 404),
  row(NoBountyRewardError, 400),
  row(UnknownInviteTaskError, 400),
  row(InviteTaskNotCompleteError, 400),
  row(InviteTaskPendingError, 400),
  row(InviteTaskReceivedError, 400),
  // the bridge
  row(ZeroBridgeRecipientError, 400),
  row(NoBridgeToChainError, 400),
  row(TokenNotBridgedError, 400),
  row(BridgeConsentRequiredError, 403),
  row(BridgeConsentRejectedError, (error) => CONSENT_STATUS[error.reason]),
  row(BridgeTokenPausedError, 400),
  row(BelowBridgeMinimumError, 400),
  row(BridgeBalanceTooLowError, 400),
  row(InvalidAmountError, 400),
  row(InvalidBridgeRateError, 400),
  row(NothingArrivesError, 400),
  row(NoAuraPriceError, 400),
  row(BridgeQuotaExceededError, 400),
  row(UnknownBridgeCodeError, 404),
  row(BridgeCodeLandedError, 409),
  row(BridgeCodeStillLiveError, 409),
  row(UnknownBridgeTransferError, 404),
  // the exchange and the release
  row(ExchangeChainNotServedError, 404),
  row(NoDkConverterError, 404),
  row(NoReleaseChainError, 404),
  row(NoInvestmentContractError, 404),
  row(ReleaseChainsNotIndexedError, 503),
  row(WithdrawalNotIndexedError, 503),
  row(NothingInvestedError, 400),
  row(NotReleasedYetError, 400),
  row(NothingReleasedError, 400),
  // the market
  row(MarketChainNotServedError, 404),
  row(PairNotIndexedError, 404),
])

/** The table's answer to `error` (by its exact class), or undefined when the table does not name it. */
export function answerOf(error: unknown): ErrorAnswer | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const statusOf = DOMAIN_ERROR_ANSWERS.get(error.constructor as ErrorClass<FomoError>)
  if (!statusOf) return undefined
  const known = error as FomoError
  return { status: statusOf(known), message: known.message }
}
