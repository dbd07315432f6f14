#include <zlib.h>

// inflateInit2 is a macro that passes the library's version and the stream's size; Swift cannot call macros.
static inline int CZlib_inflateInitRaw(z_streamp stream) {
    return inflateInit2(stream, -MAX_WBITS);
}
