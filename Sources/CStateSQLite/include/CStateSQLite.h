#ifndef VETNET_CSTATESQLITE_H
#define VETNET_CSTATESQLITE_H

#include <stdint.h>

struct sqlite3;
struct sqlite3_stmt;

/// Puts SQLite in multi-thread mode (no mutex around each call on a connection: GRDB's queue already serializes
/// them) without its count of allocated memory (a global mutex around each allocation). Takes effect only before
/// SQLite's first connection in the process; returns SQLite's result code (SQLITE_MISUSE, 21, when too late).
int vetnet_configure_sqlite(void);

/// Whether SQLite guards the connection `db` with a mutex around each call (1) or not (0).
int vetnet_connection_has_mutex(struct sqlite3 *db);

/// Adds the SQL function `vetnet_checksum(...)` to the connection `db`: the checksum every row of the state file
/// carries, over its arguments in order (see RowChecksum.swift). Returns SQLite's result code.
int vetnet_register_row_checksum(struct sqlite3 *db);

/// Bind a value to the parameter `index` (from 1) of `statement`; SQLite copies text and blobs. Each returns
/// SQLite's result code.
int vetnet_bind_text(struct sqlite3_stmt *statement, int index, const void *bytes, int64_t count);
int vetnet_bind_blob(struct sqlite3_stmt *statement, int index, const void *bytes, int64_t count);
/// Binds a blob SQLite reads where it is, without a copy: `bytes` must stay valid until the statement is reset
/// and its bindings cleared (`vetnet_run_once` does both).
int vetnet_bind_blob_in_place(struct sqlite3_stmt *statement, int index, const void *bytes, int64_t count);
int vetnet_bind_int64(struct sqlite3_stmt *statement, int index, int64_t value);
int vetnet_bind_null(struct sqlite3_stmt *statement, int index);

/// Runs `statement`, which returns no rows, to its end, then resets it and clears its bindings for the next row.
/// Returns SQLite's result code of the run (SQLITE_DONE, 101, when it succeeded).
int vetnet_run_once(struct sqlite3_stmt *statement);

/// Steps `statement` to its next row. Returns SQLite's result code: SQLITE_ROW (100) with a row, SQLITE_DONE (101)
/// at the end.
int vetnet_step(struct sqlite3_stmt *statement);

/// The value of column `index` (from 0) of the current row as text or as a blob, its length in `count` (-1 for
/// NULL; the pointer may be NULL for an empty value). Valid until the next step.
const void *vetnet_column_text(struct sqlite3_stmt *statement, int index, int64_t *count);
const void *vetnet_column_blob(struct sqlite3_stmt *statement, int index, int64_t *count);

/// The value of column `index` (from 0) of the current row as an integer; `is_null` tells NULL apart from 0.
int64_t vetnet_column_int64(struct sqlite3_stmt *statement, int index, int *is_null);

/// The message of the last error on the connection of `statement`.
const char *vetnet_statement_error(struct sqlite3_stmt *statement);

#endif
