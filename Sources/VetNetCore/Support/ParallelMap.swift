public import Dispatch
public import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

extension Array where Element: Sendable {
    /// `map` spread over the machine's cores: the array is cut into contiguous chunks, each transformed on its
    /// own thread, and the chunks are joined in order, so the result is exactly `map(transform)`'s.
    ///
    /// Arrays shorter than `minimumChunk` are mapped on the calling thread: below that, starting threads
    /// costs more than it saves.
    @inlinable
    public func parallelMap<T: Sendable>(minimumChunk: Int = 2048, _ transform: @Sendable (Element) -> T) -> [T] {
        parallelMapChunks(minimumChunk: minimumChunk) { chunk in
            // By index rather than `map`, whose iterator hands out a copy of each element.
            var result: [T] = []
            result.reserveCapacity(chunk.count)
            for index in chunk.indices { result.append(transform(chunk[index])) }
            return result
        }
    }

    /// `parallelMap` that hands each thread a whole chunk: `transform` must return one result per element, in
    /// order. Shared objects the closure captures can then be retained once per chunk instead of once per
    /// element, which matters when both cores would otherwise take turns on the same reference count.
    ///
    /// Inlinable so that callers get it specialized: unspecialized, every element is copied through its value
    /// witness, retaining each of its references.
    ///
    /// Cut finer than `parallelChunks`: the results are joined whatever their number, and with a few large chunks,
    /// the core that took the last one worked on alone for up to a chunk's time (a fifth of a second while a
    /// million owners were normalized).
    @inlinable
    public func parallelMapChunks<T: Sendable>(
        minimumChunk: Int = 2048, _ transform: @Sendable (ArraySlice<Element>) -> [T]
    ) -> [T] {
        let parts = parallelChunks(minimumChunk: minimumChunk, maximumChunks: Self.mapChunksPerRun, transform)
        guard parts.count > 1 else { return parts.first ?? [] }
        var joined: [T] = []
        joined.reserveCapacity(count)
        for part in parts { joined.append(contentsOf: part) }
        return joined
    }

    /// One result per chunk of the array, the chunks (contiguous, in order) transformed side by side; a single
    /// chunk, on the calling thread, when the array is shorter than twice `minimumChunk`.
    /// At most `maximumChunks` chunks: callers that merge the chunks' results keep them few.
    @inlinable
    public func parallelChunks<T: Sendable>(
        minimumChunk: Int = 2048, maximumChunks: Int = chunksPerRun, _ transform: @Sendable (ArraySlice<Element>) -> T
    ) -> [T] {
        let chunkCount = Swift.min(count / Swift.max(minimumChunk, 1), maximumChunks)
        guard chunkCount > 1 else { return [transform(self[...])] }
        let chunkSize = (count + chunkCount - 1) / chunkCount
        let parts = Mutex([T?](repeating: nil, count: chunkCount))
        DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
            let start = chunk * chunkSize
            let part = transform(self[start..<Swift.min(start + chunkSize, count)])
            parts.withLock { $0[chunk] = part }
        }
        return parts.withLock { parts in parts.map { $0! } }
    }

    /// A few chunks per core, so a core that finishes early takes another chunk instead of waiting.
    @usableFromInline
    static var chunksPerRun: Int { onlineCores * 4 }

    /// Chunks of `parallelMapChunks`, whose results are joined in order.
    public static var mapChunksPerRun: Int { onlineCores * 16 }
}

/// The number of cores online.
@usableFromInline
let onlineCores: Int = {
    #if canImport(Glibc)
        return Swift.max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    #else
        return 2
    #endif
}()
