#include "CSHA256.h"

#if defined(__x86_64__)

#include <immintrin.h>

static const uint32_t round_constants[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

int vetnet_sha256_has_cpu_support(void) {
    return __builtin_cpu_supports("sha") && __builtin_cpu_supports("sse4.1");
}

__attribute__((target("sha,sse4.1,ssse3")))
void vetnet_sha256_compress_blocks(uint32_t state[8], const uint8_t *data, size_t blocks) {
    // The message is big-endian; this mask reverses the bytes of each 32-bit lane.
    const __m128i big_endian_words = _mm_set_epi64x(0x0c0d0e0f08090a0bULL, 0x0405060700010203ULL);

    // sha256rnds2 wants the state as two registers, A B E F and C D G H, with A and C in the highest lane.
    __m128i abcd = _mm_loadu_si128((const __m128i *)&state[0]);
    __m128i efgh = _mm_loadu_si128((const __m128i *)&state[4]);
    __m128i badc = _mm_shuffle_epi32(abcd, 0xB1);
    __m128i hgfe = _mm_shuffle_epi32(efgh, 0x1B);
    __m128i abef = _mm_alignr_epi8(badc, hgfe, 8);
    __m128i cdgh = _mm_blend_epi16(hgfe, badc, 0xF0);

    for (; blocks > 0; blocks--, data += 64) {
        const __m128i saved_abef = abef;
        const __m128i saved_cdgh = cdgh;

        // w0...w3 hold the next sixteen schedule words, four to a register, earliest word in the lowest lane.
        __m128i w0 = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(data + 0)), big_endian_words);
        __m128i w1 = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(data + 16)), big_endian_words);
        __m128i w2 = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(data + 32)), big_endian_words);
        __m128i w3 = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(data + 48)), big_endian_words);

        for (int group = 0; group < 16; group++) {
            __m128i words_plus_constants =
                _mm_add_epi32(w0, _mm_loadu_si128((const __m128i *)&round_constants[4 * group]));
            // sha256rnds2 does two rounds, taking W + K from the two low lanes. Two rounds on, the old
            // A B E F is the new C D G H, so the two registers swap roles from call to call.
            cdgh = _mm_sha256rnds2_epu32(cdgh, abef, words_plus_constants);
            abef = _mm_sha256rnds2_epu32(abef, cdgh, _mm_shuffle_epi32(words_plus_constants, 0x0E));

            if (group < 12) {
                // W[t] = W[t-16] + s0(W[t-15]) + W[t-7] + s1(W[t-2]): msg1 adds s0, alignr supplies W[t-7],
                // msg2 adds s1 (including the words it is computing itself).
                __m128i next = _mm_sha256msg1_epu32(w0, w1);
                next = _mm_add_epi32(next, _mm_alignr_epi8(w3, w2, 4));
                next = _mm_sha256msg2_epu32(next, w3);
                w0 = w1;
                w1 = w2;
                w2 = w3;
                w3 = next;
            } else {
                w0 = w1;
                w1 = w2;
                w2 = w3;
            }
        }

        abef = _mm_add_epi32(abef, saved_abef);
        cdgh = _mm_add_epi32(cdgh, saved_cdgh);
    }

    __m128i feba = _mm_shuffle_epi32(abef, 0x1B);
    __m128i dchg = _mm_shuffle_epi32(cdgh, 0xB1);
    _mm_storeu_si128((__m128i *)&state[0], _mm_blend_epi16(feba, dchg, 0xF0));
    _mm_storeu_si128((__m128i *)&state[4], _mm_alignr_epi8(dchg, feba, 8));
}

#else

int vetnet_sha256_has_cpu_support(void) { return 0; }

void vetnet_sha256_compress_blocks(uint32_t state[8], const uint8_t *data, size_t blocks) {
    (void)state;
    (void)data;
    (void)blocks;
}

#endif
