import Dispatch
import Foundation

/// Which queue a completion block runs on when the app gave no `completionBlockQueue` (fact sheet Q1–Q3).
enum QueueRule {
    /// Q1: async on the given queue; without one, on whichever thread produced the result (synchronously inside
    /// the call when nothing asynchronous was involved). getDeviceInformation, getCurrentAccount,
    /// accountsFromDevice, acquireTokenSilent.
    case producingThread(DispatchQueue?)
    /// Q2: async on the given queue; without one, inline if the result is produced on the main thread, otherwise
    /// async on the main queue. signout, acquireToken.
    case mainThread(DispatchQueue?)
}

/// An app's completion block on its way to the queue it runs on. Objective-C blocks carry no sendability and
/// MSAL's completion types are not `@Sendable`; MSAL hands each block from the calling thread to the queue that
/// runs it and calls it exactly once, as the real SDK does, and the simulation never touches the block's captures.
/// Hence the unchecked box.
struct UncheckedBlock<Block>: @unchecked Sendable {
    let call: Block
}

/// One API call: its trace entry, and whether it has returned to its caller yet.
final class CallScope: Sendable {
    let device: SimulatedDevice
    let clientId: String?
    let operation: String
    let sequence: Int
    private let returned = Locked(false)
    /// The thread that made the call: a block run on it before the call returned ran inside the call.
    private let callingThread = pthread_self()

    init(device: SimulatedDevice, clientId: String?, operation: String, summary: String,
         values: [String: String] = [:]) {
        self.device = device
        self.clientId = clientId
        self.operation = operation
        self.sequence = device.trace.record(.call, operation, clientId: clientId, summary: summary, values: values)
    }

    /// Called by the API method just before it returns.
    func markReturned() { returned.withLock { $0 = true } }

    /// Records that a synchronous call returned or threw.
    func finishSynchronously(summary: String, values: [String: String] = [:], error: Error? = nil) {
        device.trace.record(.completion, operation, clientId: clientId, call: sequence, summary: summary,
                            values: values, error: error)
        markReturned()
    }

    /// Runs `block` on the queue `rule` names, recording the completion in the trace just before it runs.
    func complete(_ rule: QueueRule, summary: String, values: [String: String] = [:], error: Error?,
                  block: @escaping () -> Void) {
        let box = UncheckedBlock(call: block)
        let record: @Sendable (CompletionDelivery) -> Void = { [self] delivery in
            device.trace.record(.completion, operation, clientId: clientId, call: sequence, summary: summary,
                                values: values, error: error, delivery: delivery)
            box.call()
        }
        switch rule {
        case .producingThread(let queue?), .mainThread(let queue?):
            queue.async { record(.dispatched(queue.label)) }
        case .producingThread(nil):
            record(inlineDelivery())
        case .mainThread(nil):
            if SimulatedDevice.isOnMainQueue {
                record(inlineDelivery())
            } else {
                DispatchQueue.main.async { record(.dispatched(DispatchQueue.main.label)) }
            }
        }
    }

    private func inlineDelivery() -> CompletionDelivery {
        let inside = !returned.withLock { $0 } && pthread_equal(pthread_self(), callingThread) != 0
        return inside ? .insideCall : .onProducingQueue(SimulatedDevice.currentQueueLabel)
    }
}
