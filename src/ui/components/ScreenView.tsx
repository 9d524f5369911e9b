import { observer } from 'mobx-react-lite'
import { type ReactNode, Suspense, use } from 'react'
import type { ScreenId } from '../routes/ScreenId'
import { SCREENS } from '../routes/screens'
import { Spinner } from './Spinner'
import { useStores } from './useStores'
import { useT } from './useT'

/** The screens whose view models are the shell's and Swap's: every other screen waits for `loadAreas()`. */
const SHELL_SCREENS: ReadonlySet<ScreenId> = new Set<ScreenId>(['swap', 'send', 'test', 'create'])

/** Renders `children` once the areas' view models have loaded (suspends until then). */
function WithAreas({ children }: { children: ReactNode }) {
  use(useStores().loadAreas())
  return children
}

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
        {SHELL_SCREENS.has(resolution.screen) ? (
          <Screen params={resolution.params} search={resolution.search} />
        ) : (
          <WithAreas>
            <Screen params={resolution.params} search={resolution.search} />
          </WithAreas>
        )}
      </div>
    </Suspense>
  )
})
