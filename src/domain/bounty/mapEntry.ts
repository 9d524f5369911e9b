/** The value of `key` in `map`, made by `make` and stored first if absent. */
export function mapEntry<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key)
  if (value === undefined) {
    value = make()
    map.set(key, value)
  }
  return value
}
