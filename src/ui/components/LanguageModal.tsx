import { observer } from 'mobx-react-lite'
import { SUPPORTED_LOCALES } from '../locales/supportedLocales'
import { Button } from './controls/Button'
import { Modal } from './Modal'
import { useStores } from './useStores'
import { useT } from './useT'

/** The language menu: the five interface languages, each in its own language. */
export const LanguageModal = observer(function LanguageModal() {
  const { ui, locale } = useStores()
  const t = useT()
  if (ui.dialog !== 'language') return null
  return (
    <Modal title={t('language.title')} onClose={() => ui.close()} testId="language-modal">
      <div className="option-list">
        {SUPPORTED_LOCALES.map((entry) => (
          <Button
            variant="plain"
            key={entry.locale}
            className="option"
            lang={entry.locale}
            aria-pressed={locale.locale === entry.locale}
            data-testid={`locale-${entry.locale}`}
            onClick={() => void locale.setLocale(entry.locale).then(() => ui.close())}
          >
            <strong>{entry.name}</strong>
          </Button>
        ))}
      </div>
    </Modal>
  )
})
