// Room codes as people type them: any case, spaces and dashes, look-alike letters, a share link.
import { describe, expect, it } from 'vitest';
import {
  ROOM_CODE_ALPHABET,
  ROOM_CODE_LENGTH,
  formatRoomCode,
  isRoomCode,
  parseRoomCode,
  roomLink,
} from '../src/index.js';

describe('room codes', () => {
  it('are 10 characters of a 32-letter alphabet without I, L, O, U: 50 bits', () => {
    expect(new Set(ROOM_CODE_ALPHABET).size).toBe(32);
    expect(ROOM_CODE_ALPHABET).not.toMatch(/[ILOU]/);
    expect(ROOM_CODE_LENGTH * Math.log2(ROOM_CODE_ALPHABET.length)).toBeGreaterThanOrEqual(40);
    expect(isRoomCode('7KQ2M9XRTA')).toBe(true);
    expect(isRoomCode('7KQ2M9XRT')).toBe(false);
    expect(isRoomCode('7KQ2M9XRTU')).toBe(false);
    expect(isRoomCode(7)).toBe(false);
  });

  it('are read as meant when typed with Greek or Cyrillic letters that look like the Latin ones', () => {
    // Μ, Η, Κ, Ρ, Τ, Χ, Ν, Ε, Α, Β, Ζ, Υ typed on a Greek keyboard; О and І read as 0 and 1 like O and I.
    expect(parseRoomCode('7ΚQ2Μ9ΧΡΤΑ')).toBe('7KQ2M9XPTA');
    expect(parseRoomCode('μηκ2ν-9εαβζ')).toBe('MHK2N9EABZ');
    expect(parseRoomCode('ΥΧ00Ι23456')).toBe('YX00123456');
    // Cyrillic capitals that look like Latin ones.
    expect(parseRoomCode('АВСЕН-КМРТХ')).toBe('ABCEHKMPTX');
    expect(parseRoomCode('ОІ23456789')).toBe('0123456789');
    // The Greek letters without a Latin twin, by the key that types them: ψ C, δ D, φ F, γ G, ξ J, π P, σ S, ω V,
    // ς W, ; Q.
    expect(parseRoomCode('ψδφγξπσως;')).toBe('CDFGJPSVWQ');
    // A letter that is neither stays wrong: θ (the U key) and Cyrillic Ж are not in any code.
    expect(parseRoomCode('θ123456789')).toBeNull();
    expect(parseRoomCode('Ж123456789')).toBeNull();
    expect(parseRoomCode('https://host/?room=7ΚQ2Μ9ΧΡΤΑ')).toBe('7KQ2M9XPTA');
  });

  it('are read as meant when typed in lower case, in groups, with O for 0 and I or L for 1', () => {
    expect(parseRoomCode('7kq2m-9xrta')).toBe('7KQ2M9XRTA');
    expect(parseRoomCode('  7KQ2M 9XRTA ')).toBe('7KQ2M9XRTA');
    expect(parseRoomCode('OIL2M9XRTA')).toBe('0112M9XRTA');
    expect(parseRoomCode('7KQ2M9XRTAA')).toBeNull();
    expect(parseRoomCode('7KQ2M9XRTU')).toBeNull();
    expect(parseRoomCode('')).toBeNull();
  });

  it('come out of a share link, which is the page with ?room=CODE', () => {
    const link = roomLink('http://192.168.1.20:2567/', '7KQ2M9XRTA');
    expect(link).toBe('http://192.168.1.20:2567/?room=7KQ2M9XRTA');
    expect(parseRoomCode(link)).toBe('7KQ2M9XRTA');
    expect(parseRoomCode('https://example.org/?lang=el&room=7kq2m-9xrta#top')).toBe('7KQ2M9XRTA');
    expect(parseRoomCode('https://example.org/?lang=el')).toBeNull();
  });

  it('are shown in two groups of five', () => {
    expect(formatRoomCode('7KQ2M9XRTA')).toBe('7KQ2M-9XRTA');
    expect(parseRoomCode(formatRoomCode('7KQ2M9XRTA'))).toBe('7KQ2M9XRTA');
  });
});
