/**
 * Column types every table shares. Flags are integers (0/1) on both engines so one query layer
 * serves SQLite and PostgreSQL; timestamps are written by the application as ISO 8601 text
 * (SQLite) or timestamptz (PostgreSQL) and read back through `toIso`.
 */
export type Timestamp = string | Date;
export type Flag = number;
