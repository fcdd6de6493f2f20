// What the player has learned, kept in the browser: the lessons done, and whether the lessons were offered at the
// start of a first game. One localStorage entry for every table of the page's origin (the lessons are the player's,
// not a game's). A damaged entry reads as no progress and is written over at the next change; a storage that refuses
// (full, private mode) loses nothing but the progress.

/** The localStorage key of the lessons' progress. */
export const PROGRESS_KEY = 'birimba-lessons';

export interface LessonProgress {
  /** The numbers of the lessons done, in order. */
  readonly done: readonly number[];
  /** The lessons were offered at the start of a first game. */
  readonly offered: boolean;
}

export const NO_PROGRESS: LessonProgress = Object.freeze({ done: Object.freeze([]), offered: false });

/** The page's storage, when it has one and allows it. */
function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The progress in `text` (the stored entry); no progress for anything else. */
export function readProgress(text: string | null, lessons: number): LessonProgress {
  if (text === null) return NO_PROGRESS;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return NO_PROGRESS;
  }
  if (data === null || typeof data !== 'object') return NO_PROGRESS;
  const { done, offered } = data as { done?: unknown; offered?: unknown };
  const numbers = Array.isArray(done)
    ? done.filter((n): n is number => Number.isSafeInteger(n) && (n as number) >= 1 && (n as number) <= lessons)
    : [];
  return { done: [...new Set(numbers)].sort((a, b) => a - b), offered: offered === true };
}

/** The progress stored in the browser. */
export function loadProgress(lessons: number): LessonProgress {
  try {
    return readProgress(storage()?.getItem(PROGRESS_KEY) ?? null, lessons);
  } catch {
    return NO_PROGRESS;
  }
}

/** Stores `progress`; false when the browser refused it. */
export function saveProgress(progress: LessonProgress): boolean {
  try {
    const store = storage();
    if (store === null) return false;
    store.setItem(PROGRESS_KEY, JSON.stringify({ done: progress.done, offered: progress.offered }));
    return true;
  } catch {
    return false;
  }
}

/** `progress` with lesson `n` done. */
export function withDone(progress: LessonProgress, n: number): LessonProgress {
  if (progress.done.includes(n)) return progress;
  return { ...progress, done: [...progress.done, n].sort((a, b) => a - b) };
}
