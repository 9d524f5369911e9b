import { createContext } from 'react'
import type { AppStores } from '../stores/AppStores'

/** The composition root's view models, handed to the React tree once. */
export const StoresContext = createContext<AppStores | undefined>(undefined)
