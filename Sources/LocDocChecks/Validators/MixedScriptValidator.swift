/// A word of Cyrillic or Greek letters with a Latin look-alike in it, or a Latin word with a Cyrillic or Greek
/// one (`Cовместимость` with a Latin `C`): it reads right, but search, spell-checking and copy-paste into code all
/// see another word. Typing with the wrong keyboard layout and some conversion tools leave them.
///
/// Only letters that look alike across the scripts are taken for intruders, from a table of confusable letters
/// (Unicode's look-alikes, not words of any language): a Latin name with a Cyrillic case ending (`Windowsом`) has
/// letters that look like nothing Latin, and is left alone, as is an abbreviation with an ending whose letters happen
/// to look alike (`jsное`: two intruders at an edge). The word's other letters, the majority, name its script.
enum MixedScriptValidator {
    private enum Script { case latin, cyrillic, greek }

    /// Latin letters and the Cyrillic and Greek letters drawn the same.
    private static let pairs: [(latin: Unicode.Scalar, other: Unicode.Scalar)] = [
        ("A", "\u{0410}"), ("B", "\u{0412}"), ("C", "\u{0421}"), ("E", "\u{0415}"), ("H", "\u{041D}"), ("I", "\u{0406}"),
        ("J", "\u{0408}"), ("K", "\u{041A}"), ("M", "\u{041C}"), ("O", "\u{041E}"), ("P", "\u{0420}"), ("S", "\u{0405}"),
        ("T", "\u{0422}"), ("X", "\u{0425}"), ("a", "\u{0430}"), ("c", "\u{0441}"), ("e", "\u{0435}"), ("i", "\u{0456}"),
        ("j", "\u{0458}"), ("o", "\u{043E}"), ("p", "\u{0440}"), ("s", "\u{0455}"), ("x", "\u{0445}"), ("y", "\u{0443}"),
        ("A", "\u{0391}"), ("B", "\u{0392}"), ("E", "\u{0395}"), ("H", "\u{0397}"), ("I", "\u{0399}"), ("K", "\u{039A}"),
        ("M", "\u{039C}"), ("N", "\u{039D}"), ("O", "\u{039F}"), ("P", "\u{03A1}"), ("T", "\u{03A4}"), ("X", "\u{03A7}"),
        ("Y", "\u{03A5}"), ("Z", "\u{0396}"), ("o", "\u{03BF}"),
    ]

    private static func script(of scalar: Unicode.Scalar) -> Script? {
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F: scalar.properties.isAlphabetic ? .latin : nil
        case 0x0400...0x052F: .cyrillic
        case 0x0370...0x03FF: scalar.properties.isAlphabetic ? .greek : nil
        default: nil
        }
    }

    /// The letter drawn like `scalar` in `target`'s script, when there is one.
    private static func lookAlike(_ scalar: Unicode.Scalar, in target: Script) -> Unicode.Scalar? {
        let from = script(of: scalar)
        if target == .latin { return pairs.first { $0.other == scalar }?.latin }
        guard from == .latin else { return nil }
        return pairs.first { $0.latin == scalar && script(of: $0.other) == target }?.other
    }

    static func validate(_ prose: ProseText) -> [ValidatorIssue] {
        guard prose.mayMixScripts else { return [] }
        var issues: [ValidatorIssue] = []
        var index = 0
        let scalars = prose.scalars
        while index < scalars.count {
            guard prose.isText(index), script(of: scalars[index]) != nil else { index += 1; continue }
            // Ukrainian's `Podʼа` (a name, `ʼ`, a case ending) is two words: `ʼ` is no word scalar.
            let word = prose.word(startingAt: index)
            index = max(word.upperBound, index + 1)
            guard word.count >= 3 else { continue }
            var counts: [Script: Int] = [:]
            for position in word { if let found = script(of: scalars[position]) { counts[found, default: 0] += 1 } }
            guard counts.count == 2, let main = counts.max(by: { $0.value < $1.value })?.key,
                  counts.values.min()! < counts[main]! else { continue }
            // Every letter of the other script must be drawn like one of the word's script.
            var fixed = Array(scalars[word])
            var intruder: Int?
            var clean = true
            for offset in fixed.indices {
                guard let found = script(of: fixed[offset]), found != main else { continue }
                guard let replacement = lookAlike(fixed[offset], in: main) else { clean = false; break }
                fixed[offset] = replacement
                intruder = intruder ?? word.lowerBound + offset
            }
            // Two or more intruders at an edge are an abbreviation with an ending (`jsное`), not a look-alike.
            let foreign = word.map { script(of: scalars[$0]) != main }
            let edgeRun = max(foreign.prefix { $0 }.count, foreign.reversed().prefix { $0 }.count)
            guard clean, edgeRun < 2, let intruder else { continue }
            let evidence = prose.string(word), other = String(scalars[intruder])
            issues.append(ValidatorIssue(
                kind: .invalidCharacter,
                message: "`\(evidence)` mixes a \(name(script(of: scalars[intruder])!)) `\(other)` into \(name(main)) letters: it reads right, but search and spell-checking see another word",
                offset: intruder, position: prose.position(at: word.lowerBound), evidence: evidence,
                suggestion: String(String.UnicodeScalarView(fixed))))
        }
        return issues
    }

    private static func name(_ script: Script) -> String {
        switch script {
        case .latin: "Latin"
        case .cyrillic: "Cyrillic"
        case .greek: "Greek"
        }
    }
}
