/// Where, at the end of a name, the words that restate a type begin (SE-0005 "Matching"): words are compared from
/// the back; a name word matches a type word equal to it ignoring case, or the end of an acronym type word
/// (`URL` matches `NSURL`), or its start followed by digits; `Index` matches `Int`, `Indexes` matches `IndexSet`,
/// `ObjectValue` matches `Object`, a plural matches a collection of its singular, and a trailing `Type`, `Ref`,
/// `Mask`, `_t` or `2D` of the type name may be skipped.
enum TypeNameMatch {
    /// The index of the first word of `words` that restates `type`, or `words.count` when none does.
    static func start(of type: OmissionTypeName, inWords words: [String], propertyNames: Set<String>) -> Int {
        var typeName = type.name
        var typeWords = CamelCase.words(typeName)
        var nameIndex = words.count - 1
        var typeIndex = typeWords.count - 1
        let end = nameIndex
        while nameIndex >= 0, typeIndex >= 0 {
            let word = words[nameIndex]
            if wordMatches(word, typeWords[typeIndex]) {
                nameIndex -= 1
                typeIndex -= 1
                continue
            }
            if wordMatches(word, "Indexes") || wordMatches(word, "Indices"), typeWords[typeIndex] == "Set", typeIndex > 0,
               wordMatches("Index", typeWords[typeIndex - 1]) {
                nameIndex -= 1
                typeIndex -= 2
                continue
            }
            if wordMatches(word, "Index"), wordMatches("Int", typeWords[typeIndex]) || wordMatches("Integer", typeWords[typeIndex]) {
                nameIndex -= 1
                typeIndex -= 1
                continue
            }
            if wordMatches("Object", typeWords[typeIndex]), wordMatches(word, "Value"), nameIndex > 0,
               wordMatches(words[nameIndex - 1], "Object") {
                nameIndex -= 2
                typeIndex -= 1
                continue
            }
            if !type.collectionElement.isEmpty, word.count > 2, word.hasSuffix("s") {
                let singular = String(words[...nameIndex].joined().dropLast())
                let shortened = OmitNeedlessWords.omitTrailingTypeName(singular, OmissionTypeName(name: type.collectionElement),
                                                                       role: .partial, propertyNames: propertyNames)
                if shortened != singular {
                    var covered = 0
                    var count = 0
                    while count < words.count, covered + words[count].count <= shortened.count {
                        covered += words[count].count
                        count += 1
                    }
                    nameIndex = count - 1
                    continue
                }
            }
            if nameIndex == end, let shorter = withoutSkippableSuffix(typeName) {
                typeName = shorter
                typeWords = CamelCase.words(typeName)
                typeIndex = typeWords.count - 1
                continue
            }
            break
        }
        return nameIndex + 1
    }

    /// A name word against a type word (`matchNameWordToTypeWord`).
    static func wordMatches(_ nameWord: String, _ typeWord: String) -> Bool {
        let name = Array(nameWord.unicodeScalars)
        let type = Array(typeWord.unicodeScalars)
        if name.count > type.count { return false }
        if name.count == type.count { return nameWord.lowercased() == typeWord.lowercased() }
        if typeWord.lowercased().hasSuffix(nameWord.lowercased()), !CamelCase.isLower(type[type.count - name.count]) {
            return !type[0..<name.count].contains { CamelCase.isLower($0) || $0 == "_" }
        }
        if typeWord.lowercased().hasPrefix(nameWord.lowercased()) {
            return type[name.count...].allSatisfy(CamelCase.isDigit)
        }
        return false
    }

    /// `NSSaveOperationType` → `NSSaveOperation`, `CFStringRef` → `CFString`, `dispatch_queue_t` → `dispatch_queue`.
    static func withoutSkippableSuffix(_ typeName: String) -> String? {
        guard !typeName.isEmpty else { return nil }
        let last = CamelCase.lastWord(typeName)
        for suffix in ["Type", "Ref", "Mask"] where last == suffix && typeName.count > suffix.count {
            return String(typeName.dropLast(suffix.count))
        }
        let scalars = Array(typeName.unicodeScalars)
        if scalars.last == "D", scalars.count > 1 {
            var firstDigit = scalars.count - 1
            while firstDigit > 0, CamelCase.isDigit(scalars[firstDigit - 1]) { firstDigit -= 1 }
            if firstDigit < scalars.count - 1 { return String(String.UnicodeScalarView(scalars[..<firstDigit])) }
        }
        if typeName.count > 2, typeName.hasSuffix("_t") { return String(typeName.dropLast(2)) }
        return nil
    }
}
