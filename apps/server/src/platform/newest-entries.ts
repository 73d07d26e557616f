/**
 * Puts `value` under `key` as the map's newest entry (a Map keeps insertion order) and drops the oldest
 * entries beyond `limit`: the bounded memories (the lists' totals and remembered rows, the validated
 * sessions) forget what was written longest ago first.
 */
export function setNewest<K, V>(map: Map<K, V>, key: K, value: V, limit: number): void {
  map.delete(key);
  map.set(key, value);
  for (const oldest of map.keys()) {
    if (map.size <= limit) break;
    map.delete(oldest);
  }
}
