import type { CurrencyDirectory } from '../../stores/CurrencyDirectory'

/** The V1 factory and migrator of the shown chain's deployment, when it has them. */
export function v1ContractsOf(directory: CurrencyDirectory): { v1Factory?: string; migrator?: string } {
  return directory.chain?.deployment.contracts ?? {}
}
