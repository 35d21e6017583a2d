/// The documented API of the reference implementation, ready for lookups: every symbol with its Swift and
/// Objective-C names, and the class hierarchy. A value: built once per run (`APIIndexBuilder`, or decoded from a
/// cache), then passed to whatever resolves names.
public struct APIIndex: Sendable, Hashable, Codable {
    /// The Swift module (`MSAL`).
    public var module: String
    /// The first word most of the module's type names start with (`MSAL`): a name that starts with it claims to be
    /// this module's API.
    public var prefix: String?
    /// Sorted by `id`.
    public var symbols: [APISymbol]
    /// Class → superclass, for both languages' names of the module's classes.
    public var superclasses: [String: String]
    /// Public top-level Swift declarations left out of the documented API (the simulated device and its scenario
    /// types): neither in the Objective-C interface nor named with the module's prefix.
    public var excluded: [String]

    private let lookup: Lookup

    public init(module: String, prefix: String?, symbols: [APISymbol], superclasses: [String: String], excluded: [String]) {
        self.module = module
        self.prefix = prefix
        self.symbols = symbols.sorted()
        self.superclasses = superclasses
        self.excluded = excluded.sorted()
        lookup = Lookup(self.symbols)
    }

    enum CodingKeys: String, CodingKey {
        case module, prefix, symbols, superclasses, excluded
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(module: try container.decode(String.self, forKey: .module),
                  prefix: try container.decodeIfPresent(String.self, forKey: .prefix),
                  symbols: try container.decode([APISymbol].self, forKey: .symbols),
                  superclasses: try container.decode([String: String].self, forKey: .superclasses),
                  excluded: try container.decode([String].self, forKey: .excluded))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(module, forKey: .module)
        try container.encodeIfPresent(prefix, forKey: .prefix)
        try container.encode(symbols, forKey: .symbols)
        try container.encode(superclasses, forKey: .superclasses)
        try container.encode(excluded, forKey: .excluded)
    }

    public static func == (lhs: APIIndex, rhs: APIIndex) -> Bool {
        lhs.module == rhs.module && lhs.prefix == rhs.prefix && lhs.symbols == rhs.symbols
            && lhs.superclasses == rhs.superclasses && lhs.excluded == rhs.excluded
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(module)
        hasher.combine(symbols)
    }

    /// Whether `name` starts with `prefix` followed by a capital or `_` (`MSALHTTPConfig`,
    /// `MSAL_PRIMARY_REGISTRATION_UPN`), or is the prefix; `MSALsomething` does not.
    static func hasPrefix(_ name: String, _ prefix: String) -> Bool {
        guard name.hasPrefix(prefix) else { return false }
        guard let next = name.unicodeScalars.dropFirst(prefix.unicodeScalars.count).first else { return true }
        return CamelCase.isUpper(next) || next == "_"
    }

    /// Whether `name` claims to be this module's: it starts with the module's prefix.
    public func hasModulePrefix(_ name: String) -> Bool { prefix.map { Self.hasPrefix(name, $0) } ?? false }

    // MARK: Lookups

    /// Symbols whose Swift name (last component) is `name`: `deviceMode`, `getDeviceInformation(with:completionBlock:)`.
    public func swift(named name: String) -> [APISymbol] { lookup.bySwiftName[name, default: []].map { symbols[$0] } }

    /// Swift functions and initialisers with base name `base` (`getDeviceInformation`, `init`).
    public func swift(base: String) -> [APISymbol] { lookup.bySwiftBase[base, default: []].map { symbols[$0] } }

    /// Symbols whose Objective-C selector or name is `name`.
    public func objectiveC(named name: String) -> [APISymbol] { lookup.byObjCName[name, default: []].map { symbols[$0] } }

    /// Top-level symbols (types, typealiases, globals) named `name` in either language.
    public func topLevel(named name: String) -> [APISymbol] { lookup.topLevel[name, default: []].map { symbols[$0] } }

    /// Whether `name` is a type of the module in either language.
    public func isType(_ name: String) -> Bool { topLevel(named: name).contains { $0.isType } }

    /// The members of `type` and of its superclasses within the module, nearest first.
    public func members(of type: String) -> [APISymbol] {
        var result: [APISymbol] = []
        var current: String? = type
        var seen: Set<String> = []
        while let name = current, seen.insert(name).inserted {
            result += lookup.byContainer[name, default: []].map { symbols[$0] }
            current = superclasses[name]
        }
        return result
    }

    /// Whether `type`'s class chain leaves the module (an `NSObject` subclass inherits members the index does not
    /// list).
    public func inheritsFromOutside(_ type: String) -> Bool {
        var current = type
        var seen: Set<String> = []
        while seen.insert(current).inserted {
            guard let parent = superclasses[current] else { return false }
            if !isType(parent) { return true }
            current = parent
        }
        return false
    }

    /// The names a mention is compared with for a suggestion, by kind.
    var lookupNames: Names { lookup.names }

    struct Names: Sendable {
        /// Objective-C selectors and property names of members.
        var objectiveCMembers: [String] = []
        /// Swift functions and initialisers (`base(label:)`).
        var swiftCalls: [String] = []
        /// The base names of Swift functions the Objective-C interface declares (`getCurrentAccount`).
        var documentedSwiftBases: [String] = []
        /// Member names without labels (properties, cases), both languages.
        var members: [String] = []
        /// Top-level names of both languages, and Objective-C enum constants.
        var identifiers: [String] = []
    }

    private struct Lookup: Sendable {
        var bySwiftName: [String: [Int]] = [:]
        var bySwiftBase: [String: [Int]] = [:]
        var byObjCName: [String: [Int]] = [:]
        var byContainer: [String: [Int]] = [:]
        var topLevel: [String: [Int]] = [:]
        var names = Names()

        init(_ symbols: [APISymbol]) {
            for (index, symbol) in symbols.enumerated() {
                if let swift = symbol.swift {
                    bySwiftName[swift.name, default: []].append(index)
                    if swift.labels != nil { bySwiftBase[swift.baseName, default: []].append(index) }
                    if let container = swift.container { byContainer[container, default: []].append(index) } else { topLevel[swift.name, default: []].append(index) }
                }
                if let objc = symbol.objectiveC {
                    byObjCName[objc.name, default: []].append(index)
                    if let container = objc.container {
                        if container != symbol.swift?.container { byContainer[container, default: []].append(index) }
                    } else if objc.name != symbol.swift?.name {
                        topLevel[objc.name, default: []].append(index)
                    }
                }
            }
            var objcMembers: Set<String> = []
            var members: Set<String> = []
            var identifiers = Set(topLevel.keys)
            for symbol in symbols {
                if let objc = symbol.objectiveC, objc.isMember {
                    objcMembers.insert(objc.name)
                    if objc.kind == "enumCase" { identifiers.insert(objc.name) } else if !objc.name.contains(":") { members.insert(objc.name) }
                }
                if let swift = symbol.swift, swift.isMember, swift.labels == nil { members.insert(swift.name) }
            }
            let documentedBases = Set(symbols.compactMap { $0.objectiveC != nil && $0.swift?.labels != nil ? $0.swift?.baseName : nil })
            names = Names(objectiveCMembers: objcMembers.sorted(), swiftCalls: bySwiftName.keys.filter { $0.contains("(") }.sorted(),
                          documentedSwiftBases: documentedBases.subtracting(["init"]).sorted(),
                          members: members.sorted(), identifiers: identifiers.sorted())
        }
    }
}
