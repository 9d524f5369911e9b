import { makeAutoObservable } from 'mobx'

/** The app-wide dialogs a header or bar button opens. */
export type Dialog =
  | 'wallet'
  | 'account'
  | 'language'
  | 'settings'
  | 'menu'
  | 'more'
  | 'lists'
  | 'tokenSelect'
  | 'network'

/** Which app-wide dialog is open (one at a time). */
export class UiStore {
  dialog: Dialog | undefined = undefined

  constructor() {
    makeAutoObservable(this)
  }

  open(dialog: Dialog): void {
    this.dialog = dialog
  }

  toggle(dialog: Dialog): void {
    this.dialog = this.dialog === dialog ? undefined : dialog
  }

  close(): void {
    this.dialog = undefined
  }
}
