import { InvalidArgumentError } from 'commander'

/** Parses a TCP port option, rejecting anything but a whole number from 1 to 65535. */
export function parsePort(value: string): number {
  const port = Number(value)
  if (!/^\d+$/.test(value) || port < 1 || port > 65535) {
    throw new InvalidArgumentError(`"${value}" is not a port: give a whole number from 1 to 65535.`)
  }
  return port
}
