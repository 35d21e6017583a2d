import Dispatch
import Synchronization

/// Independent pieces of work on all cores, with their results in the order of their inputs, so that what runs in
/// parallel gives exactly what running one after the other gives.
enum ParallelWork {
    static func map<Input: Sendable, Output: Sendable>(_ inputs: [Input], _ transform: @Sendable (Input) -> Output) -> [Output] {
        guard inputs.count > 1 else { return inputs.map(transform) }
        let results = Mutex([Output?](repeating: nil, count: inputs.count))
        DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
            let output = transform(inputs[index])
            results.withLock { $0[index] = output }
        }
        return results.withLock { $0.map { $0! } }
    }
}
