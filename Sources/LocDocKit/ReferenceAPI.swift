import LocDocAPI

/// Where a command gets the reference implementation's API from.
public enum ReferenceAPI: Sendable {
    /// Find the reference build and its Objective-C interface, and extract (or read the cached index).
    case locate
    /// This index (a caller that already has one; tests).
    case index(APIIndex)
    /// None, for this reason: the checks that need it do not run.
    case unavailable(String)

    public func load() -> Result<APIIndex, ReferenceAPILoader.Unavailable> {
        switch self {
        case .locate:
            do throws(ReferenceAPILoader.Unavailable) {
                return .success(try ReferenceAPILoader.locate().load())
            } catch {
                return .failure(error)
            }
        case .index(let index):
            return .success(index)
        case .unavailable(let reason):
            return .failure(ReferenceAPILoader.Unavailable(reason))
        }
    }
}
