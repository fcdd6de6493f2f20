import type { GenericSchema } from 'valibot';

/** The text of the JSON Schema file of `schema`: draft 2020-12, `title` first, two-space indentation, a final newline. */
export declare function jsonSchemaText(schema: GenericSchema, title: string): string;
