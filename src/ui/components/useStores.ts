import { useContext } from 'react'
import type { AppStores } from '../stores/AppStores'
import { StoresContext } from './StoresContext'

/** The app's view models; only under `<StoresContext.Provider>`. */
export function useStores(): AppStores {
  const stores = useContext(StoresContext)
  if (!stores) throw new Error('useStores needs the StoresContext provider (see main.tsx)')
  return stores
}
