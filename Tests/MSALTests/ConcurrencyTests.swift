import Dispatch
import Foundation
import Testing
@testable import MSAL

@Suite("Concurrency")
struct ConcurrencyTests {
    @Test("Many threads use one device at once: every call completes exactly once and the trace stays whole")
    func manyThreads() throws {
        let device = sharedDevice()
        let apps = Unchecked(value: try (0..<4).map { try device.makeApplication(clientId: "app-\($0)") })
        device.signInThroughBroker(alice)
        let callsBefore = device.trace.calls().count
        DispatchQueue.concurrentPerform(iterations: 60) { index in
            let app = apps.value[index % 4]
            switch index % 6 {
            case 0: app.getDeviceInformation(with: nil) { _, _ in }
            case 1: app.getCurrentAccount(with: nil) { _, _, _ in }
            case 2: app.accountsFromDevice(for: MSALAccountEnumerationParameters()) { _, _ in }
            case 3:
                device.scriptWebFlow(.signsIn(bob))
                app.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["User.Read"],
                                                                      webviewParameters: webviewParameters())) { _, _ in }
            case 4:
                let parameters = MSALParameters()
                parameters.completionBlockQueue = DispatchQueue.global()
                app.getCurrentAccount(with: parameters) { _, _, _ in }
                _ = device.report
            default:
                _ = try? app.allAccounts()
                _ = device.trace.text
            }
        }
        let settled = device.trace.wait(timeout: 10) { events in
            events.filter { $0.kind == .call }.count == events.filter { $0.kind == .completion }.count
        }
        #expect(settled)
        let events = device.trace.events
        #expect(events.map(\.sequence) == Array(1...events.count))
        let calls = events.filter { $0.kind == .call }
        #expect(calls.count - callsBefore == 60)
        let completedCalls = events.filter { $0.kind == .completion }.compactMap(\.callSequence)
        #expect(completedCalls.count == Set(completedCalls).count)
        #expect(Set(completedCalls) == Set(calls.map(\.sequence)))
    }
}
