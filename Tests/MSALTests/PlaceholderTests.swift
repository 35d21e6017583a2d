import Testing
@testable import MSAL
@Test func placeholder() { #expect(Bool(true)) }
