// The database every lasting thing is kept in (accounts, profiles, matches): the one interface the rest of the server
// uses — parameterised SQL, transactions, a health check — and its error, whichever driver is beneath
// (postgres-database.ts: a real PostgreSQL; embedded-database.ts: PGlite under DATA_DIR).

/** Something SQL is sent to: the database itself, or one transaction of it. Every value travels as a parameter
 * (`$1`, `$2`, …), never inside the text; the same text runs on both drivers. */
export interface Sql {
  /** The rows of one statement. Refused with a DatabaseError. */
  query<R extends object>(text: string, params?: readonly unknown[]): Promise<R[]>;
}

/** A transaction: what `Database.transaction` hands to its work. */
export interface Transaction extends Sql {
  /** Runs several statements without parameters in one go: a migration's file. */
  script(text: string): Promise<void>;
}

/** The database. */
export interface Database extends Sql {
  /** A real PostgreSQL server (`DATABASE_URL`) or the embedded one under the data folder. */
  readonly kind: 'postgres' | 'embedded';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws (and the throw passed
   * on). */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  /** Whether the database answers now, within a short time (never refused). */
  check(): Promise<boolean>;
  /** Closes its connections; a query after it is refused (`closed`). */
  close(): Promise<void>;
}

/** Why the database refused:
 * - `unavailable`: it cannot be reached now (down, restarting, too slow, or out of connections);
 * - `closed`: this server closed it;
 * - `in-use`: the embedded database's folder is open in another process;
 * - `duplicate`: a unique constraint refused the row (`constraint` names it);
 * - `query-failed`: the database refused the statement for another reason (`sqlState` says which);
 * - `bad-migrations`: the migrations' folder holds a file not named `NNNN-name.sql`, or two of one version;
 * - `migration-failed`: a migration's file failed, nothing of the migrations applied;
 * - `newer-schema`: the database holds migrations this code does not know (a newer version ran on it). */
export class DatabaseError extends Error {
  override readonly name = 'DatabaseError';

  constructor(
    readonly code:
      | 'unavailable'
      | 'closed'
      | 'in-use'
      | 'duplicate'
      | 'query-failed'
      | 'bad-migrations'
      | 'migration-failed'
      | 'newer-schema',
    message: string,
    /** The database's SQLSTATE, when it refused the statement itself. */
    readonly sqlState: string | null = null,
    /** The constraint that refused the row, when one did. */
    readonly constraint: string | null = null,
  ) {
    super(message);
  }
}
