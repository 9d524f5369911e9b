import { useState } from 'react'
import { Button } from './controls/Button'
import { useT } from './useT'

/** Hands `text` to the browser as a download named `fileName` (a Blob URL, given back once the click has it). */
function saveCsv(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/**
 * A records list's "Download CSV" (issue 30 item 10): builds the whole list's CSV (every page, the columns of the
 * README, as `fomo … records --csv` prints them) and downloads it; disabled while it reads, a line if the read fails.
 */
export function DownloadCsvButton(props: { csv: () => Promise<string>; fileName: string; testId: string }) {
  const t = useT()
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  const download = async () => {
    setBusy(true)
    setFailed(false)
    try {
      saveCsv(await props.csv(), props.fileName)
    } catch {
      setFailed(true)
    } finally {
      setBusy(false)
    }
  }
  return (
    <p className="records-download">
      <Button variant="link" small data-testid={props.testId} disabled={busy} onClick={() => void download()}>
        {t('records.downloadCsv')}
      </Button>
      {failed ? (
        <span className="muted" role="alert">
          {' '}
          {t('records.downloadFailed')}
        </span>
      ) : null}
    </p>
  )
}
