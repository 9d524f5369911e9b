/** What the router hands a screen: its path parameters and the query string. */
export interface ScreenProps {
  params: Readonly<Record<string, string>>
  search: string
}
