/// Resolving a name of the docs against the index, and judging the names it cannot resolve.
///
/// A name is judged (`unresolved`, a finding) only when it is shaped like this module's API:
/// - a selector or Swift call sent to a receiver of one of the module's types, or a member of one of them
///   (`signoutParameters.signoutFromBrowzer` where `signoutParameters` is an `MSALSignoutParameters`);
/// - a selector or call that is a slip away from one of the module's (`getCurrentAccountWithParameter:…`), or
///   shares its first keyword or base name with one (`getCurrentAccount(with:completion:)`);
/// - a top-level name with the module's prefix (`MSALDeviceModeShard`);
/// - a bare member name of at least 10 characters, one edit from one of the module's (`signoutFromBrowzer`).
///
/// Anything else is `external`: another API (`DispatchQueue.main`, `dispatch_get_main_queue`, NSObject's
/// `alloc`), or a word that only looks like code (`sharedDeviceMode`, a configuration key). A name of the module
/// is never judged by a word list: only by the index.
extension APIIndex {
    public func resolve(_ name: APIName) -> APIResolution {
        switch name.form {
        case .selector: resolveSelector(name)
        case .call: resolveCall(name)
        case .member: resolveMember(name)
        case .identifier: resolveIdentifier(name)
        }
    }

    private func moduleType(_ container: String?) -> String? { container.flatMap { isType($0) ? $0 : nil } }

    private func resolveSelector(_ name: APIName) -> APIResolution {
        let selector = name.name
        let candidates = objectiveC(named: selector).filter { $0.objectiveC?.isMember == true }
        if let written = name.container {
            guard let type = moduleType(written) else { return .external("\(written) is not a type of \(module)") }
            let chain = members(of: type)
            let found = candidates.filter { chain.contains($0) }
            if !found.isEmpty { return .resolved(found) }
            if selector == "new" || selector == "init", let initializer = chain.first(where: { $0.swift?.name == "init()" }) {
                return .resolved([initializer], note: "NSObject's `\(selector)`: `init()` in Swift")
            }
            if RootObject.selectors.contains(selector), inheritsFromOutside(type) { return .external("inherited from NSObject") }
            return .unresolved(nearest(selector, in: chain, objectiveC: true), note: "\(type) has no method `\(selector)`")
        }
        if !candidates.isEmpty { return .resolved(candidates) }
        if RootObject.selectors.contains(selector) { return .external("NSObject's") }
        if let near = NameDistance.nearest(to: selector, in: lookupNames.objectiveCMembers,
                                           limit: NameDistance.slipLimit(selector.count)) {
            return .unresolved(objectiveC(named: near.name).first, note: "a slip from a selector of \(module)")
        }
        if selector.contains(":") {
            let first = selector.prefix { $0 != ":" } + ":"
            let sameStart = lookupNames.objectiveCMembers.filter { $0.hasPrefix(first) }
            if !sameStart.isEmpty {
                let suggestion = NameDistance.nearest(to: selector, in: sameStart, limit: selector.count)?.name ?? sameStart[0]
                return .unresolved(objectiveC(named: suggestion).first, note: "starts like a selector of \(module)")
            }
        }
        return .external()
    }

    private func resolveCall(_ name: APIName) -> APIResolution {
        guard let (base, labels) = SwiftNames.split(name.name) else { return resolveMember(name) }
        func accepts(_ symbol: APISymbol) -> Bool {
            guard let swift = symbol.swift else { return false }
            return swift.baseName == base && swift.accepts(labels: labels, trailingClosure: name.trailingClosure)
        }
        // `acquireToken()` in prose names the documented methods of that base name, whatever their labels.
        let byBase = { (symbol: APISymbol) in name.byBaseName && symbol.objectiveC != nil && symbol.swift?.baseName == base }
        if let written = name.container, !name.implicitMember {
            guard let type = moduleType(written) else { return .external("\(written) is not a type of \(module)") }
            let chain = members(of: type)
            let found = chain.filter(accepts)
            if !found.isEmpty { return .resolved(found) }
            let named = chain.filter(byBase)
            if !named.isEmpty { return .resolved(named, note: "named by its base name") }
            return .unresolved(nearest(name.name, in: chain, objectiveC: false), note: "\(type) has no `\(name.name)`")
        }
        let found = swift(base: base).filter { accepts($0) && !RootObject.isInherited($0) }
        if !found.isEmpty { return .resolved(found) }
        let named = swift(base: base).filter(byBase)
        if !named.isEmpty { return .resolved(named, note: "named by its base name") }
        if base != "init", !name.implicitMember {
            // Only the documented methods' base names count: `copy(with:)` and `isEqual(_:)` are NSObject's too.
            let sameBase = swift(base: base).filter { $0.objectiveC != nil }
            if !sameBase.isEmpty {
                return .unresolved(nearest(name.name, in: sameBase, objectiveC: false), note: "the labels differ from \(module)'s")
            }
            if let near = NameDistance.nearest(to: name.name, in: lookupNames.swiftCalls, limit: NameDistance.slipLimit(name.name.count)) {
                return .unresolved(swift(named: near.name).first, note: "a slip from a name of \(module)")
            }
            // A slip in the base name of a call whose labels the text shortens (a trailing closure, defaults).
            if base.count >= 8, let near = NameDistance.nearest(to: base, in: lookupNames.documentedSwiftBases, limit: NameDistance.slipLimit(base.count)) {
                let candidates = swift(base: near.name).filter { $0.objectiveC != nil }
                return .unresolved(candidates.first { $0.swift?.accepts(labels: labels, trailingClosure: name.trailingClosure) == true } ?? candidates.first,
                                   note: "a slip from a name of \(module)")
            }
        }
        return .external()
    }

    private func resolveMember(_ name: APIName) -> APIResolution {
        let member = name.name
        func named(_ symbol: APISymbol) -> Bool {
            symbol.isMember && (symbol.swift?.name == member || symbol.objectiveC?.name == member
                || (symbol.swift?.labels == [] && symbol.swift?.baseName == member))
        }
        if name.implicitMember {
            let found = swift(named: member).filter { [.enumCase, .typeProperty, .typeMethod].contains($0.swift?.kind) }
            return found.isEmpty ? .external() : .resolved(found)
        }
        if let written = name.container {
            guard let type = moduleType(written) else { return .external("\(written) is not a type of \(module)") }
            let chain = members(of: type)
            let found = chain.filter(named)
            if !found.isEmpty { return .resolved(found) }
            if RootObject.members.contains(member), inheritsFromOutside(type) { return .external("inherited from NSObject") }
            return .unresolved(nearest(member, in: chain, objectiveC: name.language == .objectiveC), note: "\(type) has no member `\(member)`")
        }
        let found = (swift(named: member) + objectiveC(named: member) + swift(named: member + "()"))
            .filter { named($0) && !RootObject.isInherited($0) }
        if !found.isEmpty { return .resolved(found) }
        if member.count >= 10, let near = NameDistance.nearest(to: member, in: lookupNames.members, limit: 1) {
            return .unresolved(symbol(named: near.name), note: "one letter from a member of \(module)")
        }
        return .external()
    }

    private func resolveIdentifier(_ name: APIName) -> APIResolution {
        var found = topLevel(named: name.name) + objectiveC(named: name.name).filter { $0.objectiveC?.kind == "enumCase" }
        // `MSALAccount` is a class and a protocol in Objective-C; written alone, it is the class.
        if found.contains(where: { $0.objectiveC?.kind != "protocol" }) { found.removeAll { $0.objectiveC?.kind == "protocol" } }
        if !found.isEmpty { return .resolved(found) }
        // `MSAL` names the module itself (`import MSAL`, "the MSAL library"), not one of its declarations.
        if name.name == module { return .external("the module itself") }
        guard hasModulePrefix(name.name) else { return .external() }
        let near = NameDistance.nearest(to: name.name, in: lookupNames.identifiers, limit: max(2, name.name.count / 3))
        return .unresolved(near.flatMap { symbol(named: $0.name) }, note: "has \(module)'s prefix, but \(module) declares no such name")
    }

    /// The member of `candidates` whose name is nearest to `name`.
    private func nearest(_ name: String, in candidates: [APISymbol], objectiveC: Bool) -> APISymbol? {
        let names = candidates.compactMap { objectiveC ? ($0.objectiveC?.name ?? $0.swift?.name) : $0.swift?.name }
        guard let near = NameDistance.nearest(to: name, in: names, limit: max(2, name.count / 3)) else { return nil }
        return candidates.first { (objectiveC ? ($0.objectiveC?.name ?? $0.swift?.name) : $0.swift?.name) == near.name }
    }

    private func symbol(named name: String) -> APISymbol? {
        topLevel(named: name).first ?? objectiveC(named: name).first ?? swift(named: name).first
    }
}

/// Facts about `NSObject`, the root class every Objective-C class of the interface inherits from outside the
/// module: the methods and properties a sample may send to any object.
enum RootObject {
    static let selectors: Set<String> = [
        "alloc", "new", "init", "copy", "mutableCopy", "class", "superclass", "self", "description", "debugDescription",
        "hash", "isEqual:", "isKindOfClass:", "isMemberOfClass:", "respondsToSelector:", "conformsToProtocol:",
        "performSelector:", "performSelector:withObject:", "retain", "release", "autorelease", "retainCount",
        "dealloc", "copyWithZone:", "zone", "isProxy",
    ]
    static let members: Set<String> = ["description", "debugDescription", "hash", "class", "superclass", "self"]

    /// A Swift-only member every object has in some form (`copy(with:)`, `isEqual(_:)`, `hash(into:)`,
    /// `description`): a call of it on a receiver of unknown type is not a call of the module's.
    static func isInherited(_ symbol: APISymbol) -> Bool {
        guard symbol.objectiveC == nil, let swift = symbol.swift else { return false }
        return ["copy", "mutableCopy", "isEqual", "hash", "hashValue", "description", "debugDescription", "encode"]
            .contains(swift.baseName)
    }
}
