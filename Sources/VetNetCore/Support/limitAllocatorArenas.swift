#if os(Linux)
    import CMalloc
#endif

/// Limits the allocator to one arena per core; called before the run starts threads. glibc gives threads that
/// allocate arenas of their own, up to eight per core, and memory freed in one arena is not reused by another:
/// the million-record run's peak depended on which threads did which work (985 or 1,165 MiB from one run to the
/// next). With one arena per core it was 985 MiB every time, as fast.
public func limitAllocatorArenas() {
    #if os(Linux)
        _ = mallopt(M_ARENA_MAX, Int32(onlineCores))
    #endif
}

/// Gives the pages the allocator holds free back to the system: after a stage that made and freed much (the
/// history's sort), memory freed in one arena is not reused by threads of another, and later stages' threads
/// would otherwise add their own to the run's peak.
public func releaseFreedMemory() {
    #if os(Linux)
        _ = malloc_trim(0)
    #endif
}
