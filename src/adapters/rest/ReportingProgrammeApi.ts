import type { ProgrammeApi } from '../../ports/ProgrammeApi'

/**
 * A ProgrammeApi that reports each failure once before passing it on: the envelope's `msg` when the code was not 0,
 * the network error's message otherwise (both are the ApiError's message). The web app shows it in a red notice.
 */
export class ReportingProgrammeApi implements ProgrammeApi {
  constructor(
    private readonly api: ProgrammeApi,
    private readonly report: (message: string) => void,
  ) {}

  bindInviter(address: string, inviter: string, signature: string): Promise<void> {
    return this.reported(() => this.api.bindInviter(address, inviter, signature))
  }

  get<T>(path: string): Promise<T> {
    return this.reported(() => this.api.get<T>(path))
  }

  private async reported<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call()
    } catch (error) {
      this.report(error instanceof Error ? error.message : String(error))
      throw error
    }
  }
}
