#ifdef __linux__
// Linux's sync_file_range, which glibc declares only under _GNU_SOURCE and the Glibc module therefore does not
// export. Declared here with glibc's types on 64-bit Linux (off64_t is long).
int sync_file_range(int fd, long offset, long nbytes, unsigned int flags);

// Starts writing a file's dirty pages in [offset, offset + length) to disk and returns without waiting for them
// to be written (SYNC_FILE_RANGE_WRITE); 0, or -1 with errno set.
static inline int vetnet_start_writeback(int fd, long offset, long length) {
    return sync_file_range(fd, offset, length, 2);
}
#endif
