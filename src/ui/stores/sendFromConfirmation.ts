import { runInAction } from 'mobx'

/** The part of a confirm dialog that follows its send: attempting, then the hash or the error's text. */
export interface ConfirmationProgress {
  readonly attempting: boolean
  readonly hash: string | undefined
  readonly error: string | undefined
}

/**
 * Sends from a store's confirm dialog: `shown` becomes attempting while `send` runs, then the dialog (if still open)
 * takes the hash, or the text `errorText` gives the failure (`undefined`: a rejection that only stops the attempt).
 */
export async function sendFromConfirmation<C extends ConfirmationProgress>(
  dialog: { confirmation: C | undefined },
  shown: C,
  send: () => Promise<string>,
  errorText: (error: unknown) => string | undefined,
): Promise<void> {
  runInAction(() => (dialog.confirmation = { ...shown, attempting: true, error: undefined }))
  try {
    const hash = await send()
    runInAction(() => {
      if (dialog.confirmation) dialog.confirmation = { ...dialog.confirmation, attempting: false, hash }
    })
  } catch (error) {
    const message = errorText(error)
    runInAction(() => {
      if (dialog.confirmation) dialog.confirmation = { ...dialog.confirmation, attempting: false, error: message }
    })
  }
}
