import type { Container, MapToResolvedValueInjectOptions, ServiceIdentifier } from 'inversify'

/**
 * Binds `id` to one `Service` built from the services `dependencies` name, in its constructor's order (the container
 * resolves them when `id` is first asked for): the binding of a service whose constructor takes its ports and services
 * as they are. The dependencies must be as many as the constructor's parameters (a class named among them must be the
 * parameter's type; a symbol names any type, so their order is the caller's to keep).
 *
 * @example bindConstructed(container, SEND_ACTION, SendAction, [ChainReads, DomainServiceIds.swap])
 */
export function bindConstructed<T, TArgs extends unknown[]>(
  container: Container,
  id: ServiceIdentifier<T>,
  Service: new (...args: TArgs) => T,
  dependencies: MapToResolvedValueInjectOptions<TArgs>,
): void {
  container.bind<T>(id).toResolvedValue((...args: TArgs) => new Service(...args), dependencies)
}
