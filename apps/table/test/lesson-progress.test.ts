// The lessons' progress kept in the browser: read back as written, a damaged entry read as no progress, and a
// storage that refuses losing nothing but the progress.

import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  NO_PROGRESS,
  PROGRESS_KEY,
  loadProgress,
  readProgress,
  saveProgress,
  withDone,
} from '../src/lessons/progress.js';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('lesson progress', () => {
  it('is none in a new browser', () => {
    expect(loadProgress(8)).toEqual(NO_PROGRESS);
  });

  it('reads back the lessons done and the offer, as saved', () => {
    const progress = withDone(withDone({ ...NO_PROGRESS, offered: true }, 3), 1);
    expect(progress.done).toEqual([1, 3]);
    expect(saveProgress(progress)).toBe(true);
    expect(loadProgress(8)).toEqual({ done: [1, 3], offered: true });
  });

  it('counts a lesson done once', () => {
    const once = withDone(NO_PROGRESS, 2);
    expect(withDone(once, 2)).toBe(once);
  });

  it('reads a damaged entry as no progress, and keeps only real lesson numbers', () => {
    expect(readProgress('{not json', 8)).toEqual(NO_PROGRESS);
    expect(readProgress('null', 8)).toEqual(NO_PROGRESS);
    expect(readProgress('"done"', 8)).toEqual(NO_PROGRESS);
    expect(readProgress('{"done":"1,2","offered":"yes"}', 8)).toEqual(NO_PROGRESS);
    expect(readProgress('{"done":[2,2,0,9,1.5,"3",8,1],"offered":true}', 8)).toEqual({
      done: [1, 2, 8],
      offered: true,
    });
  });

  it('loses nothing but the progress when the storage refuses it', () => {
    const full = {
      getItem: (): string | null => null,
      setItem: (): void => {
        throw new DOMException('the quota has been exceeded', 'QuotaExceededError');
      },
    };
    vi.stubGlobal('localStorage', full);
    expect(saveProgress(withDone(NO_PROGRESS, 1))).toBe(false);
    expect(loadProgress(8)).toEqual(NO_PROGRESS);
    vi.unstubAllGlobals();
    expect(localStorage.getItem(PROGRESS_KEY)).toBeNull();
  });
});
