import Dispatch
import Foundation
import Testing
@testable import MSAL

/// A serial queue that knows itself: `isCurrent` is true only inside its blocks.
final class MarkedQueue: Sendable {
    let queue: DispatchQueue
    private let key = DispatchSpecificKey<String>()

    init(_ label: String) {
        queue = DispatchQueue(label: label)
        queue.setSpecific(key: key, value: label)
    }

    /// The main queue, marked with this test's own key (independent of the implementation's marking).
    private init(main: Void) {
        queue = DispatchQueue.main
        queue.setSpecific(key: key, value: queue.label)
    }

    static let main = MarkedQueue(main: ())

    var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == queue.label }
}

@Suite("Completion queues")
struct QueueTests {
    /// Calls `start` inside a block on `marked`: a completion dispatched async onto `marked` cannot run before that
    /// block ends, so it must find `returned` set.
    private func expectAsyncOnQueue(_ marked: MarkedQueue, _ start: (@escaping () -> Void) -> Void) {
        let returned = Locked(false)
        let delivered = Delivered<(onQueue: Bool, afterReturn: Bool)>()
        marked.queue.sync {
            start { delivered.fulfill((marked.isCurrent, returned.withLock { $0 })) }
            returned.withLock { $0 = true }
        }
        let seen = delivered.wait()
        #expect(seen?.onQueue == true)
        #expect(seen?.afterReturn == true)
    }

    @Test("Q1 with a completionBlockQueue the block is dispatched async onto it (all three calls)")
    func givenQueue() throws {
        let device = sharedDevice()
        let app = try device.makeApplication(clientId: "app-a")
        let marked = MarkedQueue("test.completion")
        let parameters = MSALParameters()
        parameters.completionBlockQueue = marked.queue
        expectAsyncOnQueue(marked) { done in app.getDeviceInformation(with: parameters) { _, _ in done() } }
        expectAsyncOnQueue(marked) { done in app.getCurrentAccount(with: parameters) { _, _, _ in done() } }
        let enumeration = MSALAccountEnumerationParameters()
        enumeration.completionBlockQueue = marked.queue
        expectAsyncOnQueue(marked) { done in app.accountsFromDevice(for: enumeration) { _, _ in done() } }
        let completions = device.trace.completions().filter { $0.delivery != nil }
        #expect(completions.count == 3)
        #expect(completions.allSatisfy { $0.delivery == .dispatched("test.completion") })
    }

    @Test("Q1 with no queue and no SSO extension the block runs inside the call")
    func inlineWithoutExtension() throws {
        let device = plainDevice()
        let app = try device.makeApplication(clientId: "app-a")
        let ran = Locked(0)
        app.getDeviceInformation(with: nil) { _, _ in ran.withLock { $0 += 1 } }
        app.getCurrentAccount(with: nil) { _, _, _ in ran.withLock { $0 += 1 } }
        app.accountsFromDevice(for: MSALAccountEnumerationParameters()) { _, _ in ran.withLock { $0 += 1 } }
        #expect(ran.withLock { $0 } == 3)
        #expect(device.trace.completions().filter { $0.delivery != nil }.map(\.delivery) == Array(repeating: .insideCall, count: 3))
    }

    @Test("Q1 with no queue and an SSO extension the block runs on the extension's reply queue")
    func onExtensionQueue() throws {
        let device = sharedDevice()
        let app = try device.makeApplication(clientId: "app-a")
        _ = try app.currentAccount()
        let delivery = device.trace.completions("getCurrentAccount(with:completionBlock:)").first?.delivery
        #expect(delivery == .onProducingQueue("com.microsoft.azureauthenticator.ssoextension"))
    }

    @Test("Q2 signout with no queue runs inline on the main thread")
    func signoutInlineOnMain() async throws {
        let device = plainDevice()
        let app = try device.makeApplication(clientId: "app-a")
        device.seedTokenCache(clientId: "app-a", with: alice)
        let account = try app.account(forIdentifier: alice.identifier)
        let objects = Unchecked(value: (app, account))
        let ranInline = await MainActor.run {
            let (app, account) = objects.value
            let ran = Locked(false)
            app.signout(with: account, signoutParameters: MSALSignoutParameters()) { _, _ in ran.withLock { $0 = true } }
            return ran.withLock { $0 }
        }
        #expect(ranInline)
        #expect(device.trace.completions("signout(with:signoutParameters:completionBlock:)").first?.delivery
                == .insideCall)
    }

    @Test("Q2 signout with no queue off the main thread is dispatched to the main queue")
    func signoutOffMain() throws {
        let device = plainDevice()
        let app = try device.makeApplication(clientId: "app-a")
        device.seedTokenCache(clientId: "app-a", with: alice)
        let account = try app.account(forIdentifier: alice.identifier)
        let onMain = Delivered<Bool>()
        let objects = Unchecked(value: (app, account))
        DispatchQueue(label: "test.caller").async {
            let (app, account) = objects.value
            app.signout(with: account, signoutParameters: MSALSignoutParameters()) { _, _ in
                onMain.fulfill(MarkedQueue.main.isCurrent)
            }
        }
        #expect(onMain.wait() == true)
        #expect(device.trace.completions("signout(with:signoutParameters:completionBlock:)").first?.delivery
                == .dispatched("com.apple.main-thread"))
    }

    @Test("Q2 signout with a queue is dispatched async onto it")
    func signoutGivenQueue() throws {
        let device = sharedDevice()
        let app = try device.makeApplication(clientId: "app-a")
        let account = try #require(try app.signIn(alice, on: device).0?.account)
        let marked = MarkedQueue("test.signout")
        let parameters = MSALSignoutParameters()
        parameters.completionBlockQueue = marked.queue
        expectAsyncOnQueue(marked) { done in app.signout(with: account, signoutParameters: parameters) { _, _ in done() } }
    }

    @Test("Q3 interactive completes on the main thread; silent from the cache completes inside the call")
    func defaultsOfTokenCalls() throws {
        let device = plainDevice()
        let app = try device.makeApplication(clientId: "app-a")
        device.scriptWebFlow(.signsIn(alice))
        let onMain = Delivered<(Bool, MSALAccount?)>()
        app.acquireToken(with: MSALInteractiveTokenParameters(scopes: ["User.Read"],
                                                              webviewParameters: webviewParameters())) { result, _ in
            onMain.fulfill((MarkedQueue.main.isCurrent, result?.account))
        }
        let (wasMain, account) = try #require(onMain.wait())
        #expect(wasMain)
        let ran = Locked(false)
        app.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: ["User.Read"], account: try #require(account))) {
            _, _ in ran.withLock { $0 = true }
        }
        #expect(ran.withLock { $0 })
    }
}
