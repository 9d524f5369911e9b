import { Container } from 'inversify'
import { FileDeploymentRecords } from '../adapters/deployment/FileDeploymentRecords'
import { DeploymentRecords } from '../ports/DeploymentRecords'

export interface CliConfig {
  /** The devnet folder: chain state, logs and deployment records. */
  devnetDir: string
}

/** The CLI's one composition root: binds each port to its terminal adapter. */
export function createCliContainer(config: CliConfig): Container {
  const container = new Container()
  container.bind<DeploymentRecords>(DeploymentRecords).toConstantValue(new FileDeploymentRecords(config.devnetDir))
  return container
}
