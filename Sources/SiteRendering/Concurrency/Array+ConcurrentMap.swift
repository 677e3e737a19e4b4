import Foundation

extension Array {
    /// `map` on every core, in order. Each element is transformed on one thread and
    /// its result written to its own slot, so `transform` needs no lock of its own;
    /// what it shares must be safe to read from several threads (libxml2 initialised
    /// once, a parsed XSLT stylesheet, which libxslt only reads while transforming,
    /// values read and never written).
    func concurrentMap<T>(_ transform: (Element) -> T) -> [T] {
        guard count > 1 else { return map(transform) }
        return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
            withoutActuallyEscaping(transform) { transform in
                self.withUnsafeBufferPointer { elements in
                    let work = ConcurrentWork(results: buffer.baseAddress!, elements: elements, transform: transform)
                    DispatchQueue.concurrentPerform(iterations: count) { work.run($0) }
                }
            }
            initialized = count
        }
    }
}

/// What `concurrentMap`'s threads share. Unchecked because the compiler cannot see
/// what makes it safe: each index is run once, writing only its own result slot,
/// and the elements and `transform` are only read.
private struct ConcurrentWork<Element, T>: @unchecked Sendable {
    let results: UnsafeMutablePointer<T>
    let elements: UnsafeBufferPointer<Element>
    let transform: (Element) -> T

    func run(_ index: Int) {
        (results + index).initialize(to: transform(elements[index]))
    }
}
