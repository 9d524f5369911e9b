import { useStores } from './useStores'

/**
 * A transaction hash on a chain: a link to the chain's block explorer when it has one (the devnet has none), else the
 * shortened hash with the whole one in its title.
 */
export function TransactionLink(props: { chainId: number; hash: string; testId: string }) {
  const { config } = useStores()
  const explorer = config.chains.find((chain) => chain.chainId === props.chainId)?.explorerUrl
  const short = `${props.hash.slice(0, 10)}…${props.hash.slice(-6)}`
  return explorer ? (
    <a
      href={`${explorer}/tx/${props.hash}`}
      target="_blank"
      rel="noreferrer"
      data-testid={props.testId}
      title={props.hash}
    >
      {short}
    </a>
  ) : (
    <code data-testid={props.testId} title={props.hash} data-hash={props.hash}>
      {short}
    </code>
  )
}
