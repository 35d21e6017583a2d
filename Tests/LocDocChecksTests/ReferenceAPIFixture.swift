import Foundation
import LocDocAPI

/// The reference implementation's API as committed in `Tests/Fixtures/api/MSAL.api-index.json` (kept true of the
/// build by `ReferenceIndexTests` in LocDocAPITests): the checks that judge API names run against it here without
/// running the toolchain.
enum ReferenceAPIFixture {
    static let index: APIIndex = {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/api/MSAL.api-index.json")
        do {
            return try JSONDecoder().decode(APIIndex.self, from: Data(contentsOf: file))
        } catch {
            fatalError("cannot read the committed API index \(file.path): \(error)")
        }
    }()
}
