import { TooManyRecordPagesError } from '../errors/TooManyRecordPagesError'

/** The most pages an export reads (10 records a page): beyond, the list is not a person's records. */
export const MAX_RECORD_PAGES = 1_000

/** Reads a paged list from page 1 until its last page, for an export of all of it. */
export async function readAllPages<T>(
  read: (page: number) => Promise<{ readonly hasMore: boolean; readonly list: readonly T[] }>,
): Promise<T[]> {
  const all: T[] = []
  for (let page = 1; page <= MAX_RECORD_PAGES; page += 1) {
    const answer = await read(page)
    all.push(...answer.list)
    if (!answer.hasMore || answer.list.length === 0) return all
  }
  throw new TooManyRecordPagesError(MAX_RECORD_PAGES)
}
