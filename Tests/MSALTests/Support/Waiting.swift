import Dispatch
import Foundation
@testable import MSAL

/// Collects what a completion block delivered, and waits for it with a time limit, so that a completion that never
/// comes fails the test instead of hanging it.
final class Delivered<Value>: @unchecked Sendable {
    // @unchecked: `value` is written once, before the semaphore is signalled, and read after waiting on it.
    private let semaphore = DispatchSemaphore(value: 0)
    private var value: Value?
    private let calls = Locked(0)

    func fulfill(_ value: Value) {
        let count = calls.withLock { count in
            count += 1
            return count
        }
        if count == 1 {
            self.value = value
        }
        semaphore.signal()
    }

    /// The delivered value, or nil if none came within `seconds`.
    func wait(seconds: Double = 5) -> Value? {
        semaphore.wait(timeout: .now() + seconds) == .success ? value : nil
    }

    /// How often the block was called (MSAL calls each exactly once).
    var callCount: Int { calls.withLock { $0 } }
}

/// Hands MSAL objects (not `Sendable`, as in the real SDK) to another thread in a test that owns them.
struct Unchecked<Value>: @unchecked Sendable {
    let value: Value
}
