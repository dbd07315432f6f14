#ifndef VETNET_CSHA256_H
#define VETNET_CSHA256_H

#include <stddef.h>
#include <stdint.h>

/// 1 when this CPU has the x86 SHA extensions (and SSE4.1, which the compression also uses), else 0.
/// Always 0 on other architectures.
int vetnet_sha256_has_cpu_support(void);

/// Runs the SHA-256 compression over `blocks` consecutive 64-byte blocks at `data`, updating `state`
/// (the eight working words a...h, as FIPS 180-4 names them). Only call it when
/// `vetnet_sha256_has_cpu_support()` returned 1.
void vetnet_sha256_compress_blocks(uint32_t state[8], const uint8_t *data, size_t blocks);

#endif
