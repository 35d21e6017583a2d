/// Splitting a method's first selector piece into a base name and the first argument label, at its last
/// preposition (`accountForIdentifier` → `account` + `forIdentifier`; `getDeviceInformationWithParameters` →
/// `getDeviceInformation` + `withParameters`). Not when the piece starts with `set`, names a `sender` action, or
/// already has a label; not after `of` when an earlier preposition exists; not in fixed phrases (`plugIn`,
/// `withError`, `withNo`, `toVisible`, `fromBacking`); `compatibleWith`, `bestMatching`, `accordingTo`,
/// `boundBy`, `separatedBy` split as one preposition. `with`/`using` is dropped before a block
/// (`fooWithCompletion:` → `foo(completion:)`). The base name must not end up as a lone vacuous word or keyword.
enum BaseNameSplit {
    /// Splits `base` in place and sets `argument` (which must be empty); false when the piece stays whole.
    @discardableResult
    static func split(_ base: inout String, _ argument: inout String, parameterType: OmissionTypeName,
                      parameterName: String) -> Bool {
        guard argument.isEmpty else { return false }
        if parameterType.isBoolean, CamelCase.lastWord(base) == "Animated" {
            base = String(base.dropLast("Animated".count))
            argument = "animated"
            return true
        }
        if CamelCase.firstWord(base) == "set" { return false }
        if parameterName == "sender", CamelCase.lastWord(parameterType.name) == "Object" { return false }
        return splitAfterLastPreposition(&base, &argument, parameterType: parameterType)
    }

    private static func splitAfterLastPreposition(_ base: inout String, _ argument: inout String,
                                                  parameterType: OmissionTypeName) -> Bool {
        let words = CamelCase.words(base)
        guard var start = lastPreposition(in: words) else { return false }
        let end = start
        if start > 0, conflictsBefore(words[start - 1], words[start]) { return false }
        if start < words.count - 1, conflictsAfter(words[start + 1], words[start]) { return false }
        if start > 0, extendsPreposition(words[start - 1], words[start]) { start -= 1 }
        let before = words[..<start].joined()
        let preposition = words[start...end].joined()
        let after = words[(end + 1)...].joined()
        let drop = isVacuous(preposition, after: after, parameterType: parameterType)
        let onArgument = !["X", "Y", "Z"].contains(after)
        var argumentStart = before.count + (onArgument ? 0 : preposition.count)
        var baseEnd = argumentStart
        if drop {
            if onArgument { argumentStart += preposition.count } else { baseEnd -= preposition.count }
        }
        guard baseEnd > 0 else { return false }
        let newBase = String(base.prefix(baseEnd))
        let newWords = CamelCase.words(newBase)
        if let first = newWords.first {
            let keyword = !OmitNeedlessWords.canBeMemberName(first)
            let vacuous = OmitNeedlessWords.isVacuous(first)
            if keyword || vacuous {
                if newWords.count == 1 { return false }
                if newWords.count == 2, vacuous { return false }
            }
        }
        argument = String(base.dropFirst(argumentStart))
        base = newBase
        return true
    }

    /// The last preposition; an `of` gives way to an earlier preposition other than `of` or `for`.
    static func lastPreposition(in words: [String]) -> Int? {
        guard let last = words.lastIndex(where: { PartOfSpeech($0) == .preposition }) else { return nil }
        if CamelCase.sameWordIgnoringFirstCase(words[last], "of"),
           let earlier = words[..<last].lastIndex(where: { PartOfSpeech($0) == .preposition }),
           !CamelCase.sameWordIgnoringFirstCase(words[earlier], "of"), !CamelCase.sameWordIgnoringFirstCase(words[earlier], "for") {
            return earlier
        }
        return last
    }

    private static func same(_ a: String, _ b: String) -> Bool { CamelCase.sameWordIgnoringFirstCase(a, b) }

    private static func conflictsBefore(_ word: String, _ preposition: String) -> Bool {
        same(preposition, "in") && same(word, "plug")
    }

    private static func conflictsAfter(_ word: String, _ preposition: String) -> Bool {
        (same(preposition, "with") && (same(word, "error") || same(word, "no")))
            || (same(preposition, "to") && (same(word, "visible") || same(word, "backing")))
            || (same(preposition, "from") && same(word, "backing"))
    }

    private static func extendsPreposition(_ word: String, _ preposition: String) -> Bool {
        [("compatible", "with"), ("best", "matching"), ("according", "to"), ("bound", "by"), ("separated", "by")]
            .contains { same(word, $0.0) && same(preposition, $0.1) }
    }

    private static func isVacuous(_ preposition: String, after: String, parameterType: OmissionTypeName) -> Bool {
        guard same(preposition, "with") || same(preposition, "using") else { return false }
        if same(preposition, "with"), same(CamelCase.firstWord(after), "zone") { return false }
        return parameterType.hasDefaultArgument || parameterType.isFunction
    }
}
