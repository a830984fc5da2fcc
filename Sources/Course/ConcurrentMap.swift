import Foundation

extension Array where Element: Sendable {
    /// `map` with the elements spread over the processor's cores, results in order. For work
    /// that depends on each element alone, and that is large enough to be worth a thread:
    /// with fewer than `minimumPerWorker` elements a worker, it runs on one.
    public func concurrentMap<Result: Sendable>(minimumPerWorker: Int = 16,
                                                _ transform: @Sendable (Element) -> Result) -> [Result] {
        let workers = Swift.max(1, Swift.min(ProcessInfo.processInfo.activeProcessorCount, count / Swift.max(1, minimumPerWorker)))
        guard workers > 1 else { return map(transform) }
        var results = [Result?](repeating: nil, count: count)
        results.withUnsafeMutableBufferPointer { buffer in
            // Each worker writes only the slots of its own indices, so no element is touched by
            // two threads; concurrentPerform returns when every worker is done.
            nonisolated(unsafe) let slots = buffer
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                for index in stride(from: worker, to: count, by: workers) {
                    slots[index] = transform(self[index])
                }
            }
        }
        return results.map { $0! }
    }
}
