import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension Array {
    /// `map` on `width` threads (every core by default), in order: the one parallel map
    /// of coursec, for work that computes (parsing lessons, transforming pages) and work
    /// that blocks (swiftc and snippet programs, for seconds in poll and waitpid).
    ///
    /// Threads of its own (pthreads), not Swift concurrency's few cooperative threads,
    /// which blocking work would stall, nor GCD's `concurrentPerform`, which cannot be
    /// held to `width` (verify's `--jobs`). Each element is transformed once, by one
    /// thread, and its result written to its own slot, so `transform` needs no lock of
    /// its own; what it shares must be safe to read from several threads (libxml2
    /// initialised once, a parsed XSLT stylesheet, values read and never written). The
    /// threads are joined before it returns, so `transform` need not escape.
    public func parallelMap<T>(width: Int = ProcessInfo.processInfo.activeProcessorCount, _ transform: (Element) -> T) -> [T] {
        let threads = Swift.min(Swift.max(1, width), count)
        guard threads > 1 else { return map(transform) }
        return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
            withoutActuallyEscaping(transform) { transform in
                withUnsafeBufferPointer { elements in
                    let work = ParallelWork(results: buffer.baseAddress!, elements: elements, transform: transform)
                    work.runOn(threads)
                }
            }
            initialized = count
        }
    }
}

extension Array {
    /// `parallelMap`, the elements that cost most (`cost`, larger first; ties keep their
    /// order) handed out first, the results in the elements' order. Threads take the
    /// next element as they come free, so one costly element taken last is a tail that
    /// one core works alone: a site's print pages (a course's 1,000 lessons on one page)
    /// came after their language's lessons, the last language's with only the FAQ pages
    /// after it.
    public func parallelMap<T>(
        width: Int = ProcessInfo.processInfo.activeProcessorCount, costliestFirst cost: (Element) -> Int, _ transform: (Element) -> T
    ) -> [T] {
        let costs = map(cost)
        let order = indices.sorted { costs[$0] != costs[$1] ? costs[$0] > costs[$1] : $0 < $1 }
        let results = order.parallelMap(width: width) { transform(self[$0]) }
        var inPlace = [T?](repeating: nil, count: count)
        for (index, result) in zip(order, results) { inPlace[index] = result }
        return inPlace.map { $0! }
    }
}

/// What `parallelMap`'s threads share. Unchecked because the compiler cannot see what
/// makes it safe: indices are handed out once each under the lock, each writes only
/// its own result slot, and the elements and `transform` are only read.
private final class ParallelWork<Element, T>: @unchecked Sendable {
    let results: UnsafeMutablePointer<T>
    let elements: UnsafeBufferPointer<Element>
    let transform: (Element) -> T
    private let lock = NSLock()
    private var next = 0

    init(results: UnsafeMutablePointer<T>, elements: UnsafeBufferPointer<Element>, transform: @escaping (Element) -> T) {
        self.results = results
        self.elements = elements
        self.transform = transform
    }

    /// The calling thread works too, beside `threads - 1` others, all joined here.
    func runOn(_ threads: Int) {
        Threads.run(threads) { self.drain() }
    }

    private func drain() {
        while let index = claim() {
            (results + index).initialize(to: transform(elements[index]))
        }
    }

    private func claim() -> Int? {
        lock.withLock {
            guard next < elements.count else { return nil }
            defer { next += 1 }
            return next
        }
    }
}

/// `body` on the calling thread and on `count - 1` pthreads of its own, all joined
/// before it returns. Not generic: the trampoline handed to pthread_create is a C
/// function, which cannot capture a generic context.
private enum Threads {
    final class Body {
        let run: () -> Void
        init(_ run: @escaping () -> Void) { self.run = run }
    }

    static func run(_ count: Int, _ body: @escaping () -> Void) {
        var started: [pthread_t] = []
        for _ in 1..<count {
            var thread = pthread_t()
            let context = Unmanaged.passRetained(Body(body)).toOpaque()
            if pthread_create(&thread, nil, trampoline, context) == 0 {
                started.append(thread)
            } else {
                // No thread to be had: its share is done by the others.
                Unmanaged<Body>.fromOpaque(context).release()
            }
        }
        body()
        for thread in started { pthread_join(thread, nil) }
    }

    private static let trampoline: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = { context in
        Unmanaged<Body>.fromOpaque(context!).takeRetainedValue().run()
        return nil
    }
}
