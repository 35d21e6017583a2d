/// What a name of the docs is in the reference implementation.
public struct APIResolution: Hashable, Sendable, Codable {
    public enum Status: String, Hashable, Sendable, Codable, Comparable, CaseIterable {
        /// The module declares it: `symbols` (more than one when the text does not say which).
        case resolved
        /// It is shaped like a name of this module (a selector or call near one of its names, a name with the
        /// module's prefix, a member of one of its types) and the module does not declare it: a finding.
        case unresolved
        /// Not a name of this module (`DispatchQueue.main`, `alloc`, `dispatch_get_main_queue`): not judged.
        case external

        public static func < (lhs: Status, rhs: Status) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    public var status: Status
    public var symbols: [APISymbol]
    /// For an unresolved name: the module's nearest name, when one is near.
    public var suggestion: APISymbol?
    /// Why, in a few words (`inherited from NSObject`, `init() of the class`).
    public var note: String?

    public init(status: Status, symbols: [APISymbol] = [], suggestion: APISymbol? = nil, note: String? = nil) {
        self.status = status
        self.symbols = symbols.sorted()
        self.suggestion = suggestion
        self.note = note
    }

    static func resolved(_ symbols: [APISymbol], note: String? = nil) -> APIResolution {
        APIResolution(status: .resolved, symbols: Array(Set(symbols)), note: note)
    }

    static func unresolved(_ suggestion: APISymbol?, note: String? = nil) -> APIResolution {
        APIResolution(status: .unresolved, suggestion: suggestion, note: note)
    }

    static func external(_ note: String? = nil) -> APIResolution { APIResolution(status: .external, note: note) }
}
