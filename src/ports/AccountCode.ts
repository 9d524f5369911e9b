/** Whether an address holds contract code: tokens sent to a contract that does not expect them are usually lost. */
export interface AccountCode {
  hasCode(chainId: number, address: string): Promise<boolean>
}

export const AccountCode = Symbol.for('AccountCode')
