import { AbiContractCalls } from '../../src/adapters/contracts/AbiContractCalls'

/** The real ABI encoding (it is pure), for service tests that pin the call data they send. */
export const abiCalls = new AbiContractCalls()
