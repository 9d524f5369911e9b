import { runInAction } from 'mobx'
import { observableExcept } from './observableExcept'
import type { UserSettingsStore } from './UserSettingsStore'

/** A colour theme. */
export type Theme = 'light' | 'dark'

/**
 * The colour theme: the user's dark-mode setting (unset follows the system), which a `?theme=light|dark` query
 * switches, as the original app did.
 */
export class ThemeStore {
  systemDark: boolean

  constructor(
    private readonly settings: UserSettingsStore,
    media: Pick<MediaQueryList, 'matches' | 'addEventListener'> | undefined,
  ) {
    this.systemDark = media?.matches ?? false
    observableExcept(this, ['settings'])
    media?.addEventListener('change', (event) => runInAction(() => (this.systemDark = event.matches)))
  }

  get userDarkMode(): boolean | null {
    return this.settings.settings.userDarkMode
  }

  get theme(): Theme {
    return (this.userDarkMode ?? this.systemDark) ? 'dark' : 'light'
  }

  /** Applies a `theme` query value; anything but `light` or `dark` is ignored. */
  async applyQuery(search: string): Promise<void> {
    const theme = new URLSearchParams(search).get('theme')
    if (theme === 'light' || theme === 'dark') await this.setUserDarkMode(theme === 'dark')
  }

  /** Sets the dark-mode setting; `null` follows the system again. */
  setUserDarkMode(userDarkMode: boolean | null): Promise<void> {
    return this.settings.setUserDarkMode(userDarkMode)
  }
}
