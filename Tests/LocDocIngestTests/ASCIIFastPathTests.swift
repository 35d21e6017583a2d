import LocDocModel
import Testing

/// `trimmingSpaces` and `Link.kind(of:)` read ASCII strings byte by byte and anything else by Characters: both
/// paths must give what the Character rules give.
@Suite struct ASCIIFastPathTests {
    /// The rule by Characters, as it was written before the byte path: space, tab, LF and CR are spaces; CR LF is
    /// one character and is not.
    private func trimmedByCharacters(_ text: String) -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = text.firstIndex(where: { !isSpace($0) }), let last = text.lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(text[first...last])
    }

    @Test(arguments: [
        "", " ", "\t\n\r ", "a", " a ", "\ta b\t", "\r\na\r\n", "\r\n", " \r\n ", "\n\ra\n\r", "a\r", "\ra",
        "  \r\r\n", "\r\n\n", "x\r\n\r\n", " \u{301}a", "a \u{301}", "é ", " 中文 ", "\u{A0}a\u{A0}", "\r\n中",
    ])
    func trimmingSpaces(text: String) {
        #expect(text.trimmingSpaces == trimmedByCharacters(text))
        #expect(text.trimmingSpaces.utf8.elementsEqual(trimmedByCharacters(text).utf8))
    }

    /// The rule by Characters, as it was written before the byte path.
    private func kindByCharacters(_ destination: String) -> Link.Kind {
        if destination.hasPrefix("#") { return .anchor }
        if destination.hasPrefix("/") { return .siteRelative }
        if let colon = destination.firstIndex(of: ":"), let first = destination.first, first.isASCII, first.isLetter,
           destination[..<colon].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }) {
            return .absolute
        }
        return .relative
    }

    @Test(arguments: [
        "", "#anchor", "/docs/page", "https://x.y/z", "mailto:a@b", "a+b-c.d:rest", "1http://x", "page.md#a:b",
        "../page.md", "\r\n:x", "h\r\nttp://x", "#\u{301}x", "/\u{301}x", "é:x", "ht\u{E9}tp://x", "https://中文.cn", ":x",
        "A9:x", "a_b:x",
    ])
    func linkKind(destination: String) {
        #expect(Link.kind(of: destination) == kindByCharacters(destination))
    }

    @Test func theSampleKindsAreTheDocumentedOnes() {
        #expect(Link.kind(of: "#anchor") == .anchor)
        #expect(Link.kind(of: "/intune/x") == .siteRelative)
        #expect(Link.kind(of: "https://x.y") == .absolute)
        #expect(Link.kind(of: "../roles/x.md#y") == .relative)
    }
}

/// `ConfigListValue.looksLikeURL` reads ASCII text byte by byte; it must answer as the Character rule does.
@Suite struct URLShapeFastPathTests {
    private func looksLikeURLByCharacters(_ text: String) -> Bool {
        guard let range = text.firstRange(of: "://"), range.lowerBound > text.startIndex else { return false }
        let scheme = text[..<range.lowerBound]
        return scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
            && !text.contains(where: \.isWhitespace)
    }

    @Test(arguments: [
        "", "://", "https://x", "h://", "https:/x", "a+b-c.d://x", "1http://x", "https://x y", "https://x\ty", "https://x\r\n",
        "ht tp://x", "https://x\u{1F}", "x:y://z", "https://x://y", "é://x", "https://é", "https://x\u{A0}", "\r\n://x", ":://x",
    ])
    func looksLikeURL(text: String) {
        #expect(ConfigListValue.looksLikeURL(text) == looksLikeURLByCharacters(text))
    }
}
