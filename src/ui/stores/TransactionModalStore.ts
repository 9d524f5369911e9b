import { makeAutoObservable } from 'mobx'

/** The shared transaction modal's state: waiting for the wallet, submitted with a hash, or failed. */
export type TransactionModal =
  | { kind: 'waiting'; summary: string }
  | { kind: 'submitted'; chainId: number; hash: string }
  | { kind: 'error'; message: string }

/** The shared modals every screen uses while it sends a transaction (spec section 4: transaction modal). */
export class TransactionModalStore {
  modal: TransactionModal | undefined = undefined

  constructor() {
    makeAutoObservable(this)
  }

  waiting(summary: string): void {
    this.modal = { kind: 'waiting', summary }
  }

  submitted(chainId: number, hash: string): void {
    this.modal = { kind: 'submitted', chainId, hash }
  }

  failed(message: string): void {
    this.modal = { kind: 'error', message }
  }

  dismiss(): void {
    this.modal = undefined
  }
}
