import { observer } from 'mobx-react-lite'
import { Suspense } from 'react'
import { SCREENS } from '../routes/screens'
import { Spinner } from './Spinner'
import { useStores } from './useStores'
import { useT } from './useT'

/** The screen of the current route (redirects are followed by `App` before anything shows). */
export const ScreenView = observer(function ScreenView() {
  const { router } = useStores()
  const t = useT()
  const resolution = router.resolution
  if (resolution.kind !== 'screen') return null
  const Screen = SCREENS[resolution.screen]
  return (
    <Suspense fallback={<Spinner label={t('app.loading')} />}>
      <div data-screen={resolution.screen} className="screen-host">
        <Screen params={resolution.params} search={resolution.search} />
      </div>
    </Suspense>
  )
})
