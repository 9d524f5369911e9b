import type { Container } from 'inversify'
import { BridgeService } from '../../domain/bridge/BridgeService'
import { AccountCode } from '../../ports/AccountCode'
import { BridgeApi } from '../../ports/BridgeApi'
import { Clock } from '../../ports/Clock'
import { ContractCalls } from '../../ports/ContractCalls'
import { GasEstimator } from '../../ports/GasEstimator'
import { LatestBlockTime } from '../../ports/LatestBlockTime'
import { NameResolver } from '../../ports/NameResolver'
import { Nonces } from '../../ports/Nonces'
import { TransactionSubmitter } from '../../ports/TransactionSubmitter'
import { TypedDataSigner } from '../../ports/TypedDataSigner'
import { bindConstructed } from './bindConstructed'

/** The container id of the bridge's service. */
export const BridgeServiceId = Symbol.for('BridgeService')

/**
 * Binds BridgeService with the ports it declares (BridgeApi, ContractCalls, GasEstimator, TransactionSubmitter,
 * NameResolver, Clock, and for the sender's consent TypedDataSigner, LatestBlockTime and Nonces; AccountCode for the recipient rule). Apart from DomainServices because it also talks to an API server, which the terminal picks per
 * command (`--api`). Called only by a composition root.
 */
export function bindBridgeService(container: Container): void {
  bindConstructed(container, BridgeServiceId, BridgeService, [
    BridgeApi,
    ContractCalls,
    GasEstimator,
    TransactionSubmitter,
    NameResolver,
    Clock,
    TypedDataSigner,
    LatestBlockTime,
    Nonces,
    AccountCode,
  ])
}
