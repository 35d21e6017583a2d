/// Absolute URLs a reader copies (redirect URLs, sign-in endpoints, links).
///
/// Rule: a scheme (`[A-Za-z][A-Za-z0-9+.-]*:`); for the schemes that name a host (`http`, `https`, `ftp`, `ws`…)
/// `//` and a host of non-empty dot-separated labels, with an optional numeric port; no whitespace anywhere; none
/// of the characters URLs never contain unescaped (`<>"{}|\^` and the backtick); every `%` followed by two hex
/// digits; and no sentence punctuation glued to the end (`.`, `,`, `:`, full-width `。`, or a `)` that closes
/// nothing in the URL). Translation adds spaces after dots and glues the sentence's own punctuation onto the
/// link; either way the copied URL fails. Hosts in any script are accepted (internationalised domain names).
public enum URLValidator {
    private static let hostSchemes: Set<String> = ["http", "https", "ftp", "ftps", "ws", "wss", "file", "sftp", "ssh", "git"]
    private static let forbidden: Set<Unicode.Scalar> = ["<", ">", "\"", "{", "}", "|", "\\", "^", "`"]
    private static let trailing: Set<Unicode.Scalar> = [
        ".", ",", ";", ":", "!", "?", "'", "\"", "*",
        "\u{3002}", "\u{FF0C}", "\u{FF1B}", "\u{FF1A}", "\u{FF01}", "\u{FF1F}", "\u{3001}", "\u{FF09}", "\u{300D}", "\u{300F}",
        "\u{00BB}", "\u{201D}", "\u{2019}",
    ]

    public static func validate(_ text: String) -> ValidatorIssue? {
        let scalars = Array(text.unicodeScalars)
        func issue(_ kind: ValidatorIssue.Kind, _ message: String, at offset: Int, suggestion: String? = nil) -> ValidatorIssue {
            ValidatorIssue(kind: kind, message: message, offset: offset, evidence: text, suggestion: suggestion)
        }
        guard !scalars.isEmpty else { return issue(.emptyPart, "URL is empty", at: 0) }

        if let space = scalars.firstIndex(where: ScalarClass.isWhitespace) {
            let joined = String(scalars: scalars.filter { !ScalarClass.isWhitespace($0) })
            return issue(.whitespace, "URL has a space in it", at: space,
                         suggestion: !joined.isEmpty && validate(joined) == nil ? joined : nil)
        }

        var schemeEnd = 0
        while schemeEnd < scalars.count, ScalarClass.isASCIILetter(scalars[schemeEnd])
                || (schemeEnd > 0 && (ScalarClass.isASCIIDigit(scalars[schemeEnd]) || "+.-".unicodeScalars.contains(scalars[schemeEnd]))) {
            schemeEnd += 1
        }
        guard schemeEnd > 0, schemeEnd < scalars.count, scalars[schemeEnd] == ":" else {
            return issue(.malformed, "URL has no scheme (such as `https:`)", at: 0)
        }
        let scheme = String(scalars: scalars[..<schemeEnd]).lowercased()

        if let bad = scalars.firstIndex(where: { forbidden.contains($0) || $0.properties.generalCategory == .control }) {
            return issue(.invalidCharacter, "URL has a character URLs never contain unescaped (`\(scalars[bad])`)", at: bad)
        }

        if let last = scalars.indices.last, isGluedTrailing(scalars, at: last) {
            var end = last
            while end > schemeEnd + 1, isGluedTrailing(Array(scalars[..<(end + 1)]), at: end) { end -= 1 }
            let stripped = String(scalars: scalars[...end])
            return issue(.trailingPunctuation, "URL ends with punctuation glued on (`\(String(scalars: scalars[(end + 1)...]))`)",
                         at: end + 1, suggestion: validate(stripped) == nil ? stripped : nil)
        }

        let rest = Array(scalars[(schemeEnd + 1)...])
        if rest.starts(with: ["/", "/"]) {
            if let problem = authorityProblem(Array(rest.dropFirst(2)), scheme: scheme) {
                return issue(problem.kind, problem.message, at: schemeEnd + 3 + problem.offset)
            }
        } else if hostSchemes.contains(scheme) {
            return issue(.malformed, "`\(scheme):` URL has no `//` and host", at: schemeEnd + 1)
        } else if rest.isEmpty {
            return issue(.emptyPart, "URL has nothing after its scheme", at: schemeEnd + 1)
        }

        for (index, scalar) in scalars.enumerated() where scalar == "%" {
            let hex = scalars.dropFirst(index + 1).prefix(2)
            if hex.count < 2 || !hex.allSatisfy({ $0.properties.isASCIIHexDigit }) {
                return issue(.invalidCharacter, "URL has a `%` not followed by two hex digits", at: index)
            }
        }
        return nil
    }

    /// Sentence punctuation at the end, or a closing bracket the URL never opened.
    private static func isGluedTrailing(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        let scalar = scalars[index]
        if trailing.contains(scalar) { return true }
        let pairs: [Unicode.Scalar: Unicode.Scalar] = [")": "(", "]": "["]
        guard let open = pairs[scalar] else { return false }
        let opens = scalars[...index].filter { $0 == open }.count
        let closes = scalars[...index].filter { $0 == scalar }.count
        return closes > opens
    }

    /// `[userinfo@]host[:port]` up to the first `/`, `?` or `#`; offsets from the start of the authority.
    private static func authorityProblem(_ scalars: [Unicode.Scalar], scheme: String)
        -> (kind: ValidatorIssue.Kind, message: String, offset: Int)? {
        let end = scalars.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? scalars.count
        var start = 0
        if let at = scalars[..<end].lastIndex(of: "@") { start = at + 1 }
        var hostEnd = end
        if scalars[start..<end].first == "[" {
            guard let close = scalars[start..<end].firstIndex(of: "]") else {
                return (.malformed, "URL has an IPv6 host without its `]`", start)
            }
            hostEnd = close + 1
        } else if let colon = scalars[start..<end].firstIndex(of: ":") {
            hostEnd = colon
        }
        if hostEnd < end {
            let port = scalars[(hostEnd + 1)..<end]
            if scalars[hostEnd] != ":" || port.isEmpty || !port.allSatisfy(ScalarClass.isASCIIDigit) {
                return (.malformed, "URL has a port that is not a number", hostEnd)
            }
        }
        let host = Array(scalars[start..<hostEnd])
        if host.isEmpty {
            return scheme == "file" ? nil : (.emptyPart, "URL has no host", start)
        }
        if host.first == "[" { return nil }
        var offset = start
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        for (index, label) in labels.enumerated() {
            if label.isEmpty && index != labels.count - 1 {
                return (.emptyPart, "URL host has an empty label", offset)
            }
            if let bad = label.firstIndex(where: { !(ScalarClass.isWordScalar($0) || ScalarClass.isDigit($0) || $0 == "-" || $0 == "_") }) {
                return (.invalidCharacter, "URL host has a character hosts cannot have (`\(label[bad])`)", offset + (bad - label.startIndex))
            }
            offset += label.count + 1
        }
        return nil
    }
}
