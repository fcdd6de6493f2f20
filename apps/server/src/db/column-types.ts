// The values both drivers give for the column types they would read differently, so that a row reads the same from
// a real PostgreSQL and from the embedded one: a bigint (a count) as a number, a date as its text `YYYY-MM-DD`.

/** PostgreSQL's type ids. */
export const INT8_OID = 20;
export const DATE_OID = 1082;

/** A bigint's text as a number (exact to 2^53: counts and ids of this server stay far below). */
export const bigintValue = (text: string): number => Number(text);

/** A date's text as it is (a Date would shift it by the server's time zone). */
export const dateValue = (text: string): string => text;
