// @ts-check
// How a valibot schema becomes a published JSON Schema file, the same way in every package (the game log's, the
// simulator's result files): draft 2020-12, a title, two-space indentation and a final newline.
import { toJsonSchema } from '@valibot/to-json-schema';

/**
 * The text of the JSON Schema file of `schema`.
 * @param {import('valibot').GenericSchema} schema
 * @param {string} title
 * @returns {string}
 */
export function jsonSchemaText(schema, title) {
  const json = {
    title,
    ...toJsonSchema(schema, {
      target: 'draft-2020-12',
      // JSON has no infinities; a safe integer is an integer within ±(2^53 − 1). A check across fields (a rule set's
      // first seat within its number of players) has no JSON Schema form: readers apply it.
      ignoreActions: ['finite', 'check'],
      // A pattern with the `u` flag is published as it is: JSON Schema's regexes are Unicode-aware (ECMA-262 with
      // `u`), which its property escapes (\p{Cf}) need; any other flag is refused.
      overrideAction: ({ valibotAction, jsonSchema }) =>
        valibotAction.type === 'regex' && valibotAction.requirement.flags === 'u' && jsonSchema.pattern !== undefined
          ? { ...jsonSchema }
          : valibotAction.type === 'safe_integer'
            ? {
                ...jsonSchema,
                type: 'integer',
                minimum: Math.max(Number(jsonSchema.minimum ?? -Infinity), Number.MIN_SAFE_INTEGER),
                maximum: Number.MAX_SAFE_INTEGER,
              }
            : undefined,
    }),
  };
  return `${JSON.stringify(json, null, 2)}\n`;
}
