#include "CStateSQLite.h"

#include <sqlite3.h>
#include <stddef.h>

int vetnet_configure_sqlite(void) {
    int code = sqlite3_config(SQLITE_CONFIG_MULTITHREAD);
    if (code != SQLITE_OK) return code;
    return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}

int vetnet_connection_has_mutex(struct sqlite3 *db) { return sqlite3_db_mutex(db) != NULL; }

int vetnet_bind_text(struct sqlite3_stmt *statement, int index, const void *bytes, int64_t count) {
    return sqlite3_bind_text64(statement, index, bytes ? bytes : "", (sqlite3_uint64)count, SQLITE_TRANSIENT,
                               SQLITE_UTF8);
}

int vetnet_bind_blob(struct sqlite3_stmt *statement, int index, const void *bytes, int64_t count) {
    return sqlite3_bind_blob64(statement, index, bytes ? bytes : "", (sqlite3_uint64)count, SQLITE_TRANSIENT);
}

int vetnet_bind_blob_in_place(struct sqlite3_stmt *statement, int index, const void *bytes, int64_t count) {
    return sqlite3_bind_blob64(statement, index, bytes ? bytes : "", (sqlite3_uint64)count, SQLITE_STATIC);
}

int vetnet_bind_int64(struct sqlite3_stmt *statement, int index, int64_t value) {
    return sqlite3_bind_int64(statement, index, value);
}

int vetnet_bind_null(struct sqlite3_stmt *statement, int index) { return sqlite3_bind_null(statement, index); }

int vetnet_run_once(struct sqlite3_stmt *statement) {
    int code;
    do {
        code = sqlite3_step(statement);
    } while (code == SQLITE_ROW);
    sqlite3_reset(statement);
    sqlite3_clear_bindings(statement);
    return code;
}

int vetnet_step(struct sqlite3_stmt *statement) { return sqlite3_step(statement); }

const void *vetnet_column_text(struct sqlite3_stmt *statement, int index, int64_t *count) {
    if (sqlite3_column_type(statement, index) == SQLITE_NULL) {
        *count = -1;
        return NULL;
    }
    const void *bytes = sqlite3_column_text(statement, index);
    *count = sqlite3_column_bytes(statement, index);
    return bytes;
}

const void *vetnet_column_blob(struct sqlite3_stmt *statement, int index, int64_t *count) {
    if (sqlite3_column_type(statement, index) == SQLITE_NULL) {
        *count = -1;
        return NULL;
    }
    const void *bytes = sqlite3_column_blob(statement, index);
    *count = sqlite3_column_bytes(statement, index);
    return bytes;
}

int64_t vetnet_column_int64(struct sqlite3_stmt *statement, int index, int *is_null) {
    *is_null = sqlite3_column_type(statement, index) == SQLITE_NULL;
    return sqlite3_column_int64(statement, index);
}

const char *vetnet_statement_error(struct sqlite3_stmt *statement) {
    return sqlite3_errmsg(sqlite3_db_handle(statement));
}
