/** The `/api/*` endpoints as the web app and the CLI use them; failures throw an ApiError carrying `msg`. */
export interface ProgrammeApi {
  /** Registers `inviter` as the inviter of `address`, proven by the invitee's personal_sign `signature`. */
  bindInviter(address: string, inviter: string, signature: string): Promise<void>
  /** GET any `/api/...` path (with its query) and return the envelope's `data`. */
  get<T>(path: string): Promise<T>
}

export const ProgrammeApi = Symbol.for('ProgrammeApi')
