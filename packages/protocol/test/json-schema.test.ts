// The published JSON Schemas: generated from the schemas a server reads with, and they take and refuse the same.
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { JSON_SCHEMAS, schemaFile, schemaText } from '../scripts/json-schema.js';

const published = (file: string): string => readFileSync(schemaFile(file), 'utf8');
const validator = (file: string) => new Ajv2020({ strict: false }).compile(JSON.parse(published(file)) as object);

describe('schema/*.schema.json', () => {
  it.each(JSON_SCHEMAS.map((e) => [e.file, e] as const))(
    '%s is generated from its valibot schema (run pnpm schema after changing it)',
    (file, entry) => {
      expect(published(file)).toBe(schemaText(entry));
    },
  );

  it('client-message takes what a client sends and refuses what a server refuses', () => {
    const validate = validator('client-message.schema.json');
    expect(validate({ type: 'move', payload: { id: 'a1', move: { type: 'meld', cards: [1, 2, 3] } } })).toBe(true);
    expect(validate({ type: 'start' })).toBe(true);
    expect(validate({ type: 'settings', payload: { rules: { matchTarget: null }, moveTimer: 0 } })).toBe(true);
    expect(validate({ type: 'move', payload: { id: 'a1', move: { type: 'draw', seat: 1 } } })).toBe(false);
    expect(validate({ type: 'choose-seat', payload: { seat: 6 } })).toBe(false);
    expect(validate({ type: 'shuffle', payload: {} })).toBe(false);
  });

  it('join-options refuses a padded name as the server does', () => {
    const validate = validator('join-options.schema.json');
    expect(validate({ name: 'Maria' })).toBe(true);
    expect(validate({ name: ' Maria' })).toBe(false);
  });
});
