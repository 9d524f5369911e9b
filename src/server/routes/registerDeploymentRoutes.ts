import type { FastifyInstance } from 'fastify'
import type { DeploymentRecord } from '../../domain/deployment/DeploymentRecord'

/**
 * GET /api/deployments: the chains this server serves and each one's contracts (public addresses, as the deployment
 * records hold them), so a client can tell this server from one answering for another deployment (`fomo` refuses such
 * a server by name before it asks it anything).
 */
export function registerDeploymentRoutes(app: FastifyInstance, deployments: readonly DeploymentRecord[]): void {
  const data = {
    chains: deployments.map((record) => ({
      chainId: record.chainId,
      name: record.name,
      contracts: Object.fromEntries(
        Object.entries(record.contracts).flatMap(([name, address]) => (address ? [[name, address.toLowerCase()]] : [])),
      ),
    })),
  }
  app.get('/api/deployments', async () => ({ code: 0, msg: 'ok', data }))
}
