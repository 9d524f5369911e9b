import { areasEn } from './areas/en'
import { shellEn } from './shell/en'

/**
 * English, the source locale: every user-visible string of the app, by message id (ICU syntax). The shell's and the
 * swap page's (shell/) load first, the other areas' (areas/) with their screens.
 */
export const en = { ...shellEn, ...areasEn } as const

/** A message id of the app. */
export type MessageId = keyof typeof en

/** A locale's messages: every id of the English source, translated. */
export type Messages = Readonly<Record<MessageId, string>>

/** A locale's strings of the shell and the swap page, loaded first. */
export type ShellMessages = Readonly<Record<keyof typeof shellEn, string>>

/** A locale's strings of the other areas, loaded with their screens. */
export type AreaMessages = Readonly<Record<keyof typeof areasEn, string>>
