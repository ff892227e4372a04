import { useState } from 'react';

/**
 * Keys for a list whose entries have no id of their own but a name (the members of a staff group): an entry keeps its
 * key when it moves (found by its name) and when it is renamed in place (a name gone, another new at the same
 * position), so that its item, its focus and its 'Changes saved.' stay with it.
 */
export interface KeyedNames {
  names: readonly string[];
  keys: readonly string[];
}

/** The keys of `names`, given the keys `before` gave the list as it was; `fresh` makes a new key. */
export function nextKeys(before: KeyedNames, names: readonly string[], fresh: () => string): string[] {
  const byName = new Map<string, string[]>();
  before.names.forEach((name, index) => byName.set(name, [...(byName.get(name) ?? []), before.keys[index] ?? fresh()]));
  const kept = names.map((name) => byName.get(name)?.shift());
  const taken = new Set(kept);
  return kept.map((key, index) => {
    if (key !== undefined) return key;
    const renamed = before.keys[index];
    const wasRenamed = renamed !== undefined && !taken.has(renamed) && !names.includes(before.names[index] ?? '');
    if (wasRenamed) {
      taken.add(renamed);
      return renamed;
    }
    return fresh();
  });
}

/** nextKeys as a hook: the keys of `names` as the list changes from render to render. */
export function useStableKeys(names: readonly string[]): readonly string[] {
  const [state, setState] = useState(() => ({ names, keys: names.map((_, index) => `k${index}`), made: names.length }));
  if (state.names.length === names.length && state.names.every((name, index) => name === names[index])) return state.keys;
  // Adjusted while rendering (React's pattern for state that follows a prop): the list renders once, with these keys.
  let made = state.made;
  const keys = nextKeys(state, names, () => `k${made++}`);
  setState({ names, keys, made });
  return keys;
}
