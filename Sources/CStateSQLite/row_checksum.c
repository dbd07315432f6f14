#include "CStateSQLite.h"

#include <sqlite3.h>
#include <stddef.h>
#include <string.h>

// FNV-1a over each value's type tag (0 null, 1 integer, 2 real, 3 text, 4 blob) and then its 64-bit pattern or
// its length and bytes, all little-endian, finished by the MurmurHash3 mixer. Files written since schema v4 hold
// these values: the definition must never change.

static const uint64_t offset_basis = 0xcbf29ce484222325ULL;
static const uint64_t prime = 0x00000100000001b3ULL;

static inline uint64_t mix_byte(uint64_t state, uint8_t byte) { return (state ^ byte) * prime; }

static inline uint64_t mix_word(uint64_t state, uint64_t word) {
    for (int shift = 0; shift < 64; shift += 8) state = mix_byte(state, (uint8_t)(word >> shift));
    return state;
}

static inline uint64_t mix_bytes(uint64_t state, const uint8_t *bytes, size_t count) {
    state = mix_word(state, (uint64_t)count);
    for (size_t i = 0; i < count; i++) state = mix_byte(state, bytes[i]);
    return state;
}

static inline uint64_t finalized(uint64_t state) {
    state ^= state >> 33;
    state *= 0xff51afd7ed558ccdULL;
    state ^= state >> 33;
    state *= 0xc4ceb9fe1a85ec53ULL;
    state ^= state >> 33;
    return state;
}

static void row_checksum(sqlite3_context *context, int count, sqlite3_value **values) {
    uint64_t state = offset_basis;
    for (int i = 0; i < count; i++) {
        sqlite3_value *value = values[i];
        switch (sqlite3_value_type(value)) {
        case SQLITE_INTEGER:
            state = mix_byte(state, 1);
            state = mix_word(state, (uint64_t)sqlite3_value_int64(value));
            break;
        case SQLITE_FLOAT: {
            double number = sqlite3_value_double(value);
            uint64_t bits;
            memcpy(&bits, &number, sizeof bits);
            state = mix_byte(state, 2);
            state = mix_word(state, bits);
            break;
        }
        case SQLITE_TEXT: {
            const uint8_t *text = sqlite3_value_text(value);
            int length = sqlite3_value_bytes(value);
            state = mix_byte(state, 3);
            state = mix_bytes(state, text, text ? (size_t)length : 0);
            break;
        }
        case SQLITE_BLOB: {
            const uint8_t *blob = sqlite3_value_blob(value);
            int length = sqlite3_value_bytes(value);
            state = mix_byte(state, 4);
            state = mix_bytes(state, blob, blob ? (size_t)length : 0);
            break;
        }
        default:
            state = mix_byte(state, 0);
        }
    }
    sqlite3_result_int64(context, (sqlite3_int64)finalized(state));
}

int vetnet_register_row_checksum(struct sqlite3 *db) {
    return sqlite3_create_function_v2(
        db, "vetnet_checksum", -1, SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS, NULL, row_checksum, NULL,
        NULL, NULL);
}

