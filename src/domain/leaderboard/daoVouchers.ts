import { lockTotals } from '../mining/lockTotals'
import type { MiningLedgerView } from '../mining/MiningLedgerView'

/**
 * Every account's DAO voucher at the time the ledger is read at: the sum over the chain's pools of its position's `lockTotals`
 * DAO voucher (Σ unmatured fixed-term LP × weight, each pool rounded down on its own, as the bank-income page shows
 * it per pool). Accounts whose voucher is 0 (demand only, or every lock matured) are left out.
 */
export function daoVouchers(ledger: MiningLedgerView): Map<string, bigint> {
  const vouchers = new Map<string, bigint>()
  for (const lpToken of ledger.poolTokens()) {
    for (const account of ledger.accountsOf(lpToken)) {
      const position = ledger.positionOf(lpToken, account)!
      const { daoVoucher } = lockTotals(position.demandUnits, [...position.locks.values()])
      if (daoVoucher > 0n) vouchers.set(account, (vouchers.get(account) ?? 0n) + daoVoucher)
    }
  }
  return vouchers
}
