import { runInAction } from 'mobx'
import { addSavedPair } from '../../domain/settings/addSavedPair'
import { addSavedToken } from '../../domain/settings/addSavedToken'
import { repairUserSettings, type StoredUserSettings } from '../../domain/settings/repairUserSettings'
import type { SavedPair, SavedToken, UserSettings } from '../../domain/settings/UserSettings'
import type { Clock } from '../../ports/Clock'
import type { SettingsStore } from '../../ports/SettingsStore'
import { observableExcept } from './observableExcept'

/**
 * The user's settings, persisted in local storage: read through the domain's repair (missing or damaged slippage,
 * deadline and other fields get their defaults), and written back repaired after an app-version update.
 */
export class UserSettingsStore {
  settings: UserSettings

  constructor(
    private readonly stored: SettingsStore,
    private readonly clock: Clock,
  ) {
    this.settings = repairUserSettings(undefined, clock.now())
    observableExcept(this, ['stored', 'clock'])
  }

  /** Loads the stored settings; after a version update (`versionChanged`) stores the repaired ones. */
  async init(versionChanged: boolean): Promise<void> {
    const stored = (await this.stored.read().catch(() => undefined)) as StoredUserSettings | undefined
    const settings = repairUserSettings(stored, this.clock.now())
    runInAction(() => (this.settings = settings))
    if (versionChanged) await this.save()
  }

  /** Sets dark mode; `null` follows the system. */
  async setUserDarkMode(userDarkMode: boolean | null): Promise<void> {
    if (userDarkMode === this.settings.userDarkMode) return
    await this.update({ userDarkMode })
  }

  /** Sets the slippage tolerance in bips (parsed and bounded by the domain's `parseSlippageInput`). */
  setSlippageTolerance(userSlippageTolerance: number): Promise<void> {
    return this.update({ userSlippageTolerance })
  }

  /** Sets the transaction deadline in seconds (from the domain's `parseDeadlineInput`). */
  setDeadline(userDeadline: number): Promise<void> {
    return this.update({ userDeadline })
  }

  setExpertMode(userExpertMode: boolean): Promise<void> {
    return this.update({ userExpertMode })
  }

  /** Saves an imported token under its chain (the domain's `addSavedToken`). */
  async addSavedToken(token: SavedToken): Promise<void> {
    this.settings = addSavedToken(this.settings, token, this.clock.now())
    await this.save()
  }

  /** Saves a pair the user found (the domain's `addSavedPair`: one chain, two different tokens). */
  async addSavedPair(pair: SavedPair): Promise<void> {
    const next = addSavedPair(this.settings, pair, this.clock.now())
    if (next === this.settings) return
    this.settings = next
    await this.save()
  }

  private async update(change: Partial<UserSettings>): Promise<void> {
    this.settings = { ...this.settings, ...change, timestamp: this.clock.now() }
    await this.save()
  }

  private async save(): Promise<void> {
    await this.stored.write(this.settings as Parameters<SettingsStore['write']>[0])
  }
}
