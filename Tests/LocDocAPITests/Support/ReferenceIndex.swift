import Foundation
import LocDocAPI
import LocDocKit
import LocDocReports
import Testing

/// The index of the reference implementation as this build sees it (extracted once per test process, no cache),
/// and the committed copy the checks' tests use (`Tests/Fixtures/api/MSAL.api-index.json`).
enum ReferenceIndex {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = repositoryRoot.appendingPathComponent("Tests/Fixtures/api")
    static let fixtureFile = fixtures.appendingPathComponent("MSAL.api-index.json")
    static let corpus = repositoryRoot.appendingPathComponent("Locales").path

    /// Extracted from the build this test runs in.
    static let live: Result<APIIndex, ReferenceAPILoader.Unavailable> = {
        do throws(ReferenceAPILoader.Unavailable) {
            var loader = try ReferenceAPILoader.locate()
            loader.cache = nil
            return .success(try loader.load())
        } catch {
            return .failure(error)
        }
    }()

    static func liveIndex() throws -> APIIndex { try live.get() }

    static func fixtureIndex() throws -> APIIndex {
        try JSONDecoder().decode(APIIndex.self, from: Data(contentsOf: fixtureFile))
    }

    static func encoded(_ index: APIIndex) throws -> Data { try JSONOutput.encode(index) }
}
