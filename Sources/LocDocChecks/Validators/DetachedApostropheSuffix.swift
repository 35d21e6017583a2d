import LocDocModel

/// A suffix written with an apostrophe, detached from its word by a space: `API 'yi`, `GitHub 'da`, `Microsoft 'un`.
///
/// Languages that write case endings after a name, an acronym or a code term with an apostrophe (Turkish and
/// Azerbaijani among them: `API'yi`) lose it to machine translation, which puts a space before the apostrophe. A
/// reader sees a quote that opens and never closes. Rule, by shape only: a space, then an apostrophe (`'` or `’`)
/// and two to five lower-case letters, followed by a space, punctuation or the end of the text; the word before
/// starts with a capital letter or is a code span or link (what such suffixes attach to); and no apostrophe closes
/// it later in the sentence (`Choose 'yes or no'` is a quotation). One-letter forms are left alone: `'n` and `'t`
/// are words in Afrikaans and Dutch (`Skep 'n rekening`).
enum DetachedApostropheSuffix {
    private static let apostropheScalars: [Unicode.Scalar] = ["'", "’"]
    private static let apostrophes = ScalarSet(apostropheScalars)

    static func issues(in text: ProseText) -> [ValidatorIssue] {
        guard text.usesSpaces, text.containsProse(apostrophes) else { return [] }
        var issues: [ValidatorIssue] = []
        // A space and then an apostrophe, found in the scalars before anything else is asked of the text.
        let candidates = text.scalars.withUnsafeBufferPointer { scalars in
            (2..<max(2, scalars.count)).filter { scalars[$0 - 1] == " " && apostropheScalars.contains(scalars[$0]) }
        }
        for index in candidates {
            guard text.isText(index), text.isText(index - 1), let before = text.scalar(at: index - 2),
                  !ScalarClass.isWhitespace(before) else { continue }
            var end = index + 1
            while end < text.count, text.isText(end), ScalarClass.isLowercase(text[end]) { end += 1 }
            guard (3...6).contains(end - index), endsSuffix(text, at: end), !closesLater(text, after: end) else { continue }
            let word = text.word(endingBefore: index - 1)
            let attachable = !text.isText(index - 2) || text.hasMarker(at: index - 1)
                || text.scalar(at: word.lowerBound).map(ScalarClass.isUppercase) ?? false
            guard attachable else { continue }
            // The word as written: a code span with its backticks.
            let span = text.codeSpans.first { $0.end == index - 1 }
            var start = index - 1
            while start > 0, text.isText(start - 1), !ScalarClass.isWhitespace(text[start - 1]) { start -= 1 }
            let shown = span.map { "`" + text.string($0.start..<$0.end) + "`" } ?? text.string(start..<(index - 1))
            let suffix = text.string(index..<end)
            issues.append(ValidatorIssue(kind: .missingSpace, message: "a space before the apostrophe detaches the suffix from its word",
                                         offset: index - 1, position: text.position(at: index - 1), evidence: shown + " " + suffix,
                                         suggestion: shown + suffix))
        }
        return issues
    }

    /// After the suffix: a space, punctuation other than a quote, or the end.
    private static func endsSuffix(_ text: ProseText, at end: Int) -> Bool {
        guard let next = text.scalar(at: end) else { return true }
        if ScalarClass.isWhitespace(next) { return true }
        return !apostrophes.contains(next) && !ScalarClass.isLetter(next) && !ScalarClass.isDigit(next) && next != "\""
    }

    /// Whether an apostrophe closes a quotation before the sentence ends.
    private static func closesLater(_ text: ProseText, after end: Int) -> Bool {
        var index = end
        while index < text.count {
            let scalar = text[index]
            if scalar == "." || scalar == "!" || scalar == "?" { return false }
            if text.isText(index), apostrophes.contains(scalar) { return true }
            index += 1
        }
        return false
    }
}
