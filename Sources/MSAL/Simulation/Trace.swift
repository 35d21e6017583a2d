import Foundation

/// How a completion block reached the app. Not part of the MSAL API.
public enum CompletionDelivery: Sendable, Hashable, CustomStringConvertible {
    /// Run synchronously, before the API call returned.
    case insideCall
    /// Run without any dispatch, on the queue that produced the result, after the call had returned.
    case onProducingQueue(String)
    /// `dispatch_async`-ed onto the queue with this label (`com.apple.main-thread` for the main queue).
    case dispatched(String)

    public var description: String {
        switch self {
        case .insideCall: "inline"
        case .onProducingQueue(let label): "inline on \(label)"
        case .dispatched(let label): "async on \(label)"
        }
    }
}

/// One line of the device's trace. Not part of the MSAL API.
public struct TraceEvent: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable {
        /// An app called an MSAL API.
        case call
        /// A completion block ran (or a synchronous call returned or threw).
        case completion
        /// Something happened on the device that no API call returns: an SSO extension request, a web flow, a
        /// cookie cleared, a log line MSAL writes.
        case device
    }

    /// Position in the trace, from 1.
    public let sequence: Int
    public let kind: Kind
    /// The call this event belongs to (its own `sequence` for a call).
    public let callSequence: Int?
    /// The client ID of the app, if an app is involved.
    public let clientId: String?
    /// The API in Swift spelling, e.g. `getCurrentAccount(with:completionBlock:)`.
    public let operation: String
    /// Arguments (call), result (completion) or what happened (device), in words.
    public let summary: String
    /// The same facts as values, for assertions: e.g. `deviceMode`, `current`, `previous`, `success`.
    public let values: [String: String]
    /// `NSError.code` of the error delivered, if any.
    public let errorCode: Int?
    /// `userInfo[MSALInternalErrorCodeKey]` of the error delivered, if any.
    public let internalErrorCode: Int?
    /// For completions: how the block was delivered.
    public let delivery: CompletionDelivery?

    public var description: String {
        var line = "#\(sequence) \(kind.rawValue) \(operation)"
        if let clientId { line += " [\(clientId)]" }
        line += ": \(summary)"
        if let errorCode { line += " error \(errorCode)" }
        if let internalErrorCode { line += " (internal \(internalErrorCode))" }
        if let delivery { line += " — \(delivery)" }
        return line
    }
}

/// The thread-safe record of every call, completion and device event. Not part of the MSAL API.
public final class Trace: Sendable {
    private let storage = Locked<[TraceEvent]>([])
    /// Signalled after every new event, for `wait`.
    private let changed = NSCondition()

    public init() {}

    /// Every event so far, in order.
    public var events: [TraceEvent] { storage.withLock { $0 } }

    /// The calls of `operation` (all calls when nil).
    public func calls(_ operation: String? = nil) -> [TraceEvent] {
        events.filter { $0.kind == .call && (operation == nil || $0.operation == operation) }
    }

    /// The completions of `operation` (all completions when nil).
    public func completions(_ operation: String? = nil) -> [TraceEvent] {
        events.filter { $0.kind == .completion && (operation == nil || $0.operation == operation) }
    }

    /// The completion of the call with this sequence number.
    public func completion(ofCall sequence: Int) -> TraceEvent? {
        events.first { $0.kind == .completion && $0.callSequence == sequence }
    }

    /// The device events.
    public var deviceEvents: [TraceEvent] { events.filter { $0.kind == .device } }

    /// The trace as text, one event a line.
    public var text: String { events.map(\.description).joined(separator: "\n") }

    public func removeAll() { storage.withLock { $0.removeAll() } }

    /// Waits until `predicate` holds for the events, at most `timeout` seconds; returns whether it held. Never
    /// blocks longer, so a completion that never comes fails a scenario instead of hanging it.
    public func wait(timeout: TimeInterval, until predicate: ([TraceEvent]) -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        changed.lock()
        defer { changed.unlock() }
        while !predicate(events) {
            guard changed.wait(until: deadline) else { return predicate(events) }
        }
        return true
    }

    /// Waits (at most `timeout` seconds) for the completion of the call with this sequence number.
    public func waitForCompletion(ofCall sequence: Int, timeout: TimeInterval = 5) -> TraceEvent? {
        _ = wait(timeout: timeout) { events in
            events.contains { $0.kind == .completion && $0.callSequence == sequence }
        }
        return completion(ofCall: sequence)
    }

    @discardableResult
    func record(_ kind: TraceEvent.Kind, _ operation: String, clientId: String?, call: Int? = nil, summary: String,
                values: [String: String] = [:], error: Error? = nil, delivery: CompletionDelivery? = nil) -> Int {
        let nsError = error.map { $0 as NSError }
        let sequence = storage.withLock { events in
            let sequence = events.count + 1
            events.append(TraceEvent(
                sequence: sequence, kind: kind, callSequence: kind == .call ? sequence : call, clientId: clientId,
                operation: operation, summary: summary, values: values, errorCode: nsError?.code,
                internalErrorCode: MSALErrors.internalCode(of: error), delivery: delivery))
            return sequence
        }
        changed.lock()
        changed.broadcast()
        changed.unlock()
        return sequence
    }
}
