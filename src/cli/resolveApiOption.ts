import type { Command } from 'commander'
import { fetchServedDeployments } from '../adapters/rest/fetchServedDeployments'
import { servedDeploymentProblem } from '../domain/deployment/servedDeploymentProblem'
import type { DeploymentRecords } from '../ports/DeploymentRecords'
import { ApiServerMismatchError } from './errors/ApiServerMismatchError'

/**
 * Before a command that asks the API server runs: `--api` defaults to FOMO_API_URL, else the deployment record's
 * `apiUrl` (`fomo deploy --api-url`), else the devnet's http://127.0.0.1:8787; then a server that says it serves
 * another chain or another deployment's contracts is refused by name (one that does not say is asked as it is).
 */
export async function resolveApiOption(command: Command, records: DeploymentRecords, chainId: number): Promise<void> {
  if (!command.options.some((option) => option.attributeName() === 'api')) return
  const record = await records.read(chainId).catch(() => undefined)
  if (!record) return // the command says what is missing
  if (command.getOptionValueSource('api') === 'default' && !process.env.FOMO_API_URL && record.apiUrl) {
    command.setOptionValueWithSource('api', record.apiUrl, 'default')
  }
  const apiUrl = String(command.getOptionValue('api'))
  const served = await fetchServedDeployments(apiUrl)
  const problem = served && servedDeploymentProblem(record, apiUrl, served)
  if (problem) throw new ApiServerMismatchError(problem, { details: { apiUrl, chainId } })
}
