import { useCallback, useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { PlaceSearchHit } from '../../domain';
import type { AppDataProvider } from '../../dataProvider';

export const SEARCH_DELAY_MS = 300;
export const SEARCH_MIN_CHARS = 2;
const SEARCH_LIMIT = 20;

export interface PlaceSearch {
  /** True while the typed text is long enough to search (results replace the tree). */
  active: boolean;
  hits: PlaceSearchHit[];
  loading: boolean;
  failed: boolean;
  retry(): void;
}

interface Answer {
  q: string;
  attempt: number;
  hits: PlaceSearchHit[];
  failed: boolean;
}

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/** Searches places within the user's subtree, ~300 ms after typing stops, from 2 characters. */
export function usePlaceSearch(text: string): PlaceSearch {
  const dataProvider = useDataProvider<AppDataProvider>();
  const q = useDebounced(text.trim(), SEARCH_DELAY_MS);
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const active = text.trim().length >= SEARCH_MIN_CHARS;
  const searchable = q.length >= SEARCH_MIN_CHARS;

  useEffect(() => {
    if (!searchable) return;
    let current = true;
    dataProvider
      .searchPlaces(q, SEARCH_LIMIT)
      .then((hits) => current && setAnswer({ q, attempt, hits, failed: false }))
      .catch(() => current && setAnswer({ q, attempt, hits: [], failed: true }));
    return () => {
      current = false;
    };
  }, [dataProvider, q, searchable, attempt]);

  const fresh = answer !== null && answer.q === q && answer.attempt === attempt;
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return {
    active,
    hits: fresh ? answer.hits : [],
    loading: active && (!fresh || q !== text.trim()),
    failed: fresh && answer.failed,
    retry,
  };
}
