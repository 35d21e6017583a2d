import Foundation

/// A value guarded by a lock. `NSLock` (a pthread mutex) rather than `Synchronization.Mutex`: on Linux `Mutex` is
/// built on raw futexes, which ThreadSanitizer does not recognise, so `swift test --sanitize=thread` would report
/// every guarded access as a race. `@unchecked Sendable` is sound because `value` is only touched under `lock`.
final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
