import { createContext, useContext } from 'react'
import { defaultLanguage, type Language } from '../../routes.config'

export const LanguageContext = createContext<Language>(defaultLanguage)

/** The language of the layout the component renders in (from the URL prefix, never from storage). */
export function useLanguage(): Language {
  return useContext(LanguageContext)
}
