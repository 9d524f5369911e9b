import type { Command } from 'commander'
import { FomoError } from '../../domain/errors/FomoError'
import { canRemoveList } from '../../domain/lists/canRemoveList'
import { decideListUpdate } from '../../domain/lists/decideListUpdate'
import type { ListsAction } from '../../domain/lists/ListsAction'
import type { ListsState } from '../../domain/lists/ListsState'
import { listsReducer } from '../../domain/lists/listsReducer'
import { restoreListsState } from '../../domain/lists/restoreListsState'
import { sortListUrls } from '../../domain/lists/sortListUrls'
import type { StoredLists } from '../../ports/ListsStore'
import type { CliContext } from '../CliContext'
import type { ChainSession } from '../compositionRoot'
import { ListFetchFailedError } from '../errors/ListFetchFailedError'
import { OnlyListError } from '../errors/OnlyListError'
import { UnknownListError } from '../errors/UnknownListError'

/** `fomo lists`: the token lists (show, add by URL or name, select, remove, update with the version rules). */
export function registerListsCommand(program: Command, context: CliContext): void {
  const lists = program.command('lists').description('token lists: show, add, select, remove, update')

  lists
    .command('show', { isDefault: true })
    .description('the lists, their versions and pending updates')
    .action(() => withLists(context, async (_, state) => ({ state })))

  lists
    .command('add')
    .description('add a list by URL (https, ipfs, ipns) or name (e.g. tokens.fomo.eth), and select it if none is')
    .argument('<url>')
    .action((url: string) =>
      withLists(context, async (session, state) => {
        const next = await fetchInto(session, state, url)
        if (next.byUrl[url]?.error) throw new ListFetchFailedError(url, next.byUrl[url]!.error!)
        return { state: next.selectedListUrl ? next : listsReducer(next, { type: 'select', url }) }
      }),
    )

  lists
    .command('select')
    .argument('<url>')
    .action((url: string) =>
      withLists(context, async (_, state) => {
        if (!(url in state.byUrl)) throw new UnknownListError(url)
        return { state: listsReducer(state, { type: 'select', url }) }
      }),
    )

  lists
    .command('remove')
    .argument('<url>')
    .action((url: string) =>
      withLists(context, async (_, state) => {
        if (!(url in state.byUrl)) throw new UnknownListError(url)
        if (!canRemoveList(state, url)) throw new OnlyListError(url)
        return { state: listsReducer(state, { type: 'remove', url }) }
      }),
    )

  lists
    .command('update')
    .description('fetch a list again: PATCH/MINOR updates that suffice apply at once, others wait for --accept')
    .argument('<url>')
    .option('--accept', 'accept the pending update (needed for a MAJOR version)')
    .action((url: string, options: { accept?: boolean }) =>
      withLists(context, async (session, state) => {
        if (!(url in state.byUrl)) throw new UnknownListError(url)
        if (options.accept) return { state: listsReducer(state, { type: 'acceptUpdate', url }) }
        const next = await fetchInto(session, state, url)
        const list = next.byUrl[url]!
        if (list.error) throw new ListFetchFailedError(url, list.error)
        if (!list.pendingUpdate || !list.current) return { state: next, update: 'none' }
        const decision = decideListUpdate(url, list.current, list.pendingUpdate)
        if (decision === 'autoAccept')
          return { state: listsReducer(next, { type: 'acceptUpdate', url }), update: 'applied' }
        return {
          state: next,
          update: decision === 'askUser' ? 'needs --accept (major version)' : 'not applied: version bump too small',
        }
      }),
    )
}

async function fetchInto(session: ChainSession, state: ListsState, url: string): Promise<ListsState> {
  const requestId = `${Date.now()}`
  let next = listsReducer(state, { type: 'fetchPending', url, requestId })
  let action: ListsAction
  try {
    const tokenList = await session.ports.listFetcher.fetchList(url)
    action = { type: 'fetchFulfilled', url, requestId, tokenList }
  } catch (error) {
    if (!(error instanceof FomoError)) throw error
    action = { type: 'fetchRejected', url, requestId, errorMessage: error.message }
  }
  next = listsReducer(next, action)
  return next
}

async function withLists(
  context: CliContext,
  change: (session: ChainSession, state: ListsState) => Promise<{ state: ListsState; update?: string }>,
): Promise<void> {
  const { output } = context.config()
  const result = await context.withChain(undefined, async (session) => {
    const store = session.ports.lists
    const before = restoreListsState(await store.read())
    const { state, update } = await change(session, before)
    if (state !== before) await store.write(state as unknown as StoredLists)
    return { state, update }
  })
  const rows = sortListUrls(result.state.byUrl).map((url) => {
    const list = result.state.byUrl[url]!
    const version = (v?: { major: number; minor: number; patch: number }) =>
      v ? `${v.major}.${v.minor}.${v.patch}` : null
    return {
      url,
      name: list.current?.name ?? null,
      version: version(list.current?.version),
      tokens: list.current?.tokens.length ?? 0,
      selected: result.state.selectedListUrl === url,
      pendingUpdate: version(list.pendingUpdate?.version ?? undefined),
      error: list.error,
    }
  })
  output.result({ lists: rows, update: result.update ?? null }, () => {
    if (result.update) output.line(`Update: ${result.update}`)
    if (rows.length === 0) output.line('No token lists: add one with `fomo lists add <url>`.')
    for (const row of rows) {
      const pending = row.pendingUpdate ? `  update to ${row.pendingUpdate} pending` : ''
      output.line(
        `${row.selected ? '*' : ' '} ${row.name ?? '(not loaded)'} ${row.version ?? ''} (${row.tokens} tokens) ${row.url}${pending}`,
      )
    }
  })
}
