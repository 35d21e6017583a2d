/// Swift's "omit needless words" (SE-0005, `omitNeedlessWords` in the Swift compiler's `StringExtras.cpp`), the
/// part Objective-C method and property names need: split the first selector piece at its last preposition into a
/// base name and a first argument label (`getDeviceInformationWithParameters` → `getDeviceInformation` + `with…`),
/// then drop from each piece the words that restate its parameter's type (`withParameters` for an
/// `MSALParameters` → `with`; `removeAccount` for an `MSALAccount` → `remove`), within the restrictions that keep
/// names meaningful: only after a preposition, verb or gerund; never the whole first piece; never down to `get`,
/// `set`, `with`, `for` or `using`; never a word that names a property of the class. Acronyms at the start of a
/// name are then lower-cased (`URL` → `url`).
///
/// Not implemented (nothing in the documented API needs them, and leaving them out only keeps a name longer):
/// stripping the class's own name from a method's base name (`dismissViewControllerAnimated` → `dismissAnimated`),
/// the `async` renaming of completion-handler methods, and default-argument inference.
enum OmitNeedlessWords {
    enum Role {
        case baseName, firstParameter, subsequentParameter, property, partial
    }

    /// The whole pass over one method or property: returns the new base name and argument labels (`""` for none).
    static func apply(baseName: String, argumentNames: [String], firstParameterName: String = "",
                      resultType: OmissionTypeName, contextType: OmissionTypeName, parameterTypes: [OmissionTypeName],
                      returnsSelf: Bool, propertyNames: Set<String>) -> (base: String, arguments: [String]) {
        var base = baseName
        var arguments = argumentNames
        let result = returnsSelf ? contextType : resultType
        let resultMatchesContext = !contextType.isEmpty && result.name == contextType.name
        if resultMatchesContext {
            base = omitLeadingTypeName(base, contextType)
        }
        if parameterTypes.isEmpty {
            if resultMatchesContext {
                base = omitTrailingTypeName(base, result, role: .property, propertyNames: propertyNames)
            }
            return (CamelCase.lowercasedInitialisms(base), arguments.map(CamelCase.lowercasedInitialisms))
        }
        if CamelCase.firstWord(base) == "set" {
            base = omitTrailingTypeName(base, contextType, role: .property, propertyNames: propertyNames)
        }
        if !arguments.isEmpty {
            BaseNameSplit.split(&base, &arguments[0], parameterType: parameterTypes[0], parameterName: firstParameterName)
        }
        for index in arguments.indices where index < parameterTypes.count {
            let role: Role = index > 0 ? .subsequentParameter
                : arguments[0].isEmpty ? .baseName
                : base == "init" || parameterTypes[0].hasDefaultArgument ? .subsequentParameter
                : .firstParameter
            if role == .baseName {
                base = omitTrailingTypeName(base, parameterTypes[index], role: role, propertyNames: propertyNames)
            } else {
                arguments[index] = omitTrailingTypeName(arguments[index], parameterTypes[index], role: role, propertyNames: [])
            }
        }
        return (CamelCase.lowercasedInitialisms(base), arguments.map(CamelCase.lowercasedInitialisms))
    }

    /// Drops the words at the end of `name` that restate `type`, when the role allows it.
    static func omitTrailingTypeName(_ name: String, _ type: OmissionTypeName, role: Role, propertyNames: Set<String>) -> String {
        guard !name.isEmpty, !type.isEmpty else { return name }
        let words = CamelCase.words(name)
        let match = TypeNameMatch.start(of: type, inWords: words, propertyNames: propertyNames)
        if match == words.count { return name }
        if match == 0 { return role == .partial || role == .firstParameter ? "" : name }
        if match == words.count - 1, words[match] == "Error" { return name }
        let previous = PartOfSpeech(words[match - 1])
        switch role {
        case .property:
            break
        case .firstParameter, .subsequentParameter, .partial:
            if previous == .unknown { return name }
        case .baseName:
            switch previous {
            case .preposition where match - 1 == 0: return name
            case .preposition: break
            case .verb, .gerund:
                if matchesPropertyName(words[match...].joined(), propertyNames) { return name }
            case .unknown: return name
            }
        }
        let shortened = words[..<match].joined()
        if role == .baseName || role == .property, !canBeMemberName(shortened) || isVacuous(shortened) { return name }
        return shortened
    }

    /// `colorWithAlphaComponent` in `NSColor`, returning an `NSColor` → `withAlphaComponent`: a leading type name
    /// is dropped when a preposition follows it (and a `By` before a gerund with it).
    static func omitLeadingTypeName(_ name: String, _ type: OmissionTypeName) -> String {
        let nameWords = CamelCase.words(name)
        let typeWords = CamelCase.words(type.name)
        guard let first = nameWords.first,
              let anchor = typeWords.lastIndex(where: { TypeNameMatch.wordMatches(first, $0) }) else { return name }
        var nameIndex = 0
        var typeIndex = anchor
        while typeIndex < typeWords.count, nameIndex < nameWords.count,
              TypeNameMatch.wordMatches(nameWords[nameIndex], typeWords[typeIndex]) {
            nameIndex += 1
            typeIndex += 1
        }
        guard typeIndex == typeWords.count, nameIndex < nameWords.count else { return name }
        let rest = Array(nameWords[nameIndex...])
        guard PartOfSpeech(rest[0]) == .preposition, rest.count > 1 else { return name }
        if rest[0] == "By", rest[1].hasSuffix("ing") { return rest.dropFirst().joined() }
        return rest.joined()
    }

    static func matchesPropertyName(_ text: String, _ propertyNames: Set<String>) -> Bool {
        let name = CamelCase.lowercasedWord(text)
        if propertyNames.contains(name) { return true }
        if name.hasSuffix("y") { return propertyNames.contains(String(name.dropLast()) + "ies") }
        return propertyNames.contains(name + "s") || propertyNames.contains(name + "es")
    }

    static func canBeMemberName(_ name: String) -> Bool { !["init", "Protocol", "self", "Type"].contains(name) }

    /// `get`, `set`, `for`, `using`, `with`: names too vacuous to end up with.
    static func isVacuous(_ name: String) -> Bool {
        ["get", "for", "set", "using", "with"].contains { CamelCase.sameWordIgnoringFirstCase(name, $0) }
    }
}
