/**
 * Puts `text` on the clipboard: the Clipboard API where the page may use it (a secure origin such as https or the
 * loopback host), otherwise a hidden text area and the `copy` command (a page served over plain http on a LAN).
 */
export async function copyText(window: Window, text: string): Promise<void> {
  const clipboard = window.navigator.clipboard
  if (window.isSecureContext && clipboard) {
    try {
      await clipboard.writeText(text)
      return
    } catch {
      // a refused permission: fall back to the copy command below
    }
  }
  const { document } = window
  const area = document.createElement('textarea')
  area.value = text
  area.setAttribute('readonly', '')
  area.style.position = 'fixed'
  area.style.opacity = '0'
  document.body.appendChild(area)
  area.select()
  try {
    document.execCommand('copy')
  } finally {
    area.remove()
  }
}
