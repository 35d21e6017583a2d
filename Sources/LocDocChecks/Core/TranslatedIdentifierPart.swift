import LocDocModel

/// An identifier whose changed part is a word of the copy's own prose: `compartilhadoDeviceMode` where the others
/// write `sharedDeviceMode`, on a page whose Portuguese text says `compartilhado` thirty times.
///
/// A revision can explain a different identifier (the API was renamed); it cannot explain one that took a word
/// from the translation around it. No word list: the word comes from the copy's own prose (outside its settings,
/// where the value itself is written), and it must be in no other copy's prose, so a name every translation keeps
/// (a product, an English term) does not count. Only identifiers
/// are asked about (ASCII letters and digits, no spaces, in both spellings) and only a changed part of four letters
/// or more, what is left of the value once the start and end it shares with the expected value are set aside.
package struct TranslatedIdentifierPart {
    private let page: PageSet
    /// Each copy's prose words outside its settings, lower-cased, made when first asked for.
    private var words: [Int: Set<String>] = [:]

    init(page: PageSet) { self.page = page }

    /// The word of `copy`'s prose that `value` holds where `expected` has something else, if there is one.
    mutating func word(in value: String, expected: String, copy: Int) -> String? {
        guard let part = Self.changedPart(of: value, against: expected) else { return nil }
        let word = part.lowercased()
        guard proseWords(copy).contains(word) else { return nil }
        for other in page.documents.indices where other != copy {
            if proseWords(other).contains(word) { return nil }
        }
        return part
    }

    /// The value's part between the start and end it shares with the expected value, when both are identifiers and
    /// the part is four letters or more.
    package static func changedPart(of value: String, against expected: String) -> String? {
        let isIdentifier = { (text: String) in
            !text.isEmpty && text.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A) }
        }
        guard value != expected, isIdentifier(value), isIdentifier(expected) else { return nil }
        let a = Array(value.utf8), b = Array(expected.utf8)
        var start = 0
        while start < min(a.count, b.count), a[start] == b[start] { start += 1 }
        var end = 0
        while end < min(a.count, b.count) - start, a[a.count - 1 - end] == b[b.count - 1 - end] { end += 1 }
        let part = a[start..<(a.count - end)]
        guard part.count >= 4, part.allSatisfy({ $0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A }) else { return nil }
        return String(decoding: part, as: UTF8.self)
    }

    private mutating func proseWords(_ copy: Int) -> Set<String> {
        if let known = words[copy] { return known }
        var found = Set<String>()
        // The settings themselves are left out: the value asked about is written there.
        let blocks = page.documents[copy].textBlocks
        for (index, text) in page.prose[copy].enumerated() where !page.settingsLines[copy].contains(blocks[index].range.start.line) {
            var word = String.UnicodeScalarView()
            for index in 0..<text.count {
                let scalar = text[index]
                if text.isText(index), ScalarClass.isLetter(scalar) {
                    word.append(scalar)
                } else if !word.isEmpty {
                    found.insert(String(word).lowercased())
                    word = String.UnicodeScalarView()
                }
            }
            if !word.isEmpty { found.insert(String(word).lowercased()) }
        }
        words[copy] = found
        return found
    }
}
