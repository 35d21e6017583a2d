import Foundation
@testable import LocDocChecks
import Testing

@Suite struct DocFXSlugTests {
    /// docfx's own test of its default (markdig GitHub mode) and markdig's GitHub-mode cases: spaces and `-` to `-`,
    /// `_` kept, other punctuation (`.` and `&` included) dropped, nothing collapsed or trimmed.
    @Test(arguments: [
        ("This - is a &@! heading _ with . and ! -", "this---is-a--heading-_-with--and---"),
        ("Header identifiers in HTML", "header-identifiers-in-html"),
        ("* Dogs*?--in *my* house?", "-dogs--in-my-house"),
        ("[HTML], [S5], or [RTF]?", "html-s5-or-rtf"),
        ("3. Applications", "3-applications"),
        ("33", "33"),
    ])
    func markdigGitHubMode(heading: String, slug: String) {
        #expect(DocFXSlug.slug(heading) == slug)
    }

    /// The seed pages' anchors are the slugs of the English headings.
    @Test(arguments: [
        ("Shared device mode for iOS devices", "shared-device-mode-for-ios-devices"),
        ("Use Intune to enable shared device mode & SSO extension", "use-intune-to-enable-shared-device-mode--sso-extension"),
        ("Get the signed-in user and determine if a user has changed on the device",
         "get-the-signed-in-user-and-determine-if-a-user-has-changed-on-the-device"),
        ("Objective-C", "objective-c"),
    ])
    func seedAnchors(heading: String, anchor: String) {
        #expect(DocFXSlug.slug(heading) == anchor)
        #expect(DocFXSlug.matches(heading, anchor: anchor))
    }

    @Test func lettersOfEveryScriptAreKept() {
        #expect(DocFXSlug.slug("Modalità dispositivo") == "modalità-dispositivo")
        #expect(DocFXSlug.slug("საერთო რეჟიმი") == "საერთო-რეჟიმი")
        #expect(DocFXSlug.slug("共享设备模式（预览）") == "共享设备模式预览")
        #expect(DocFXSlug.slug("ΚΟΙΝΗ Λειτουργία") == "κοινη-λειτουργία")
    }

    @Test func normalisation() {
        #expect(DocFXSlug.normalized("-a--b---c-") == "a-b-c")
        // A heading without the `&` slugs to a single `-`: equal up to normalisation.
        #expect(DocFXSlug.matches("Use Intune to enable shared device mode SSO extension",
                                  anchor: "use-intune-to-enable-shared-device-mode--sso-extension"))
        #expect(!DocFXSlug.matches("Use Intune to enable shared mode", anchor: "use-intune-to-enable-shared-device-mode"))
        #expect(!DocFXSlug.matches("!!!", anchor: ""))
    }

    /// The prepared anchor that every suffix of a heading is compared with answers as `equal(slug:anchor:)` does,
    /// ASCII or not on either side.
    @Test(arguments: [
        ("shared-device-mode", "shared-device-mode"), ("shared--device-mode-", "Shared-Device-Mode"),
        ("-shared-device", "shared-device-mode"), ("modalità-dispositivo", "modalità-dispositivo"),
        ("modalità-dispositivo", "modalita-dispositivo"), ("modalita-dispositivo", "modalità-dispositivo"),
        ("共享设备模式", "shared-device-mode"), ("k", "\u{212A}"), ("", "a"), ("a", ""), ("-", "-"), ("a_b", "a-b"),
    ])
    func preparedAnchor(slug: String, anchor: String) {
        let reversed = Array(slug.unicodeScalars.reversed())
        #expect(DocFXSlug.Anchor(anchor).matches(reversed: reversed, count: reversed.count)
                == DocFXSlug.equal(slug: slug, anchor: anchor))
    }

    /// The prepared anchor's parts and letters are those of the strings, ASCII or not.
    @Test(arguments: ["shared-device-mode", "-Shared--Device-", "a", "-", "", "a_b-c", "x\r\n-y", "modalità-dispositivo",
                      "\u{212A}elvin-x", "İ-x", "-\u{301}a", "a-\u{301}"])
    func preparedAnchorParts(anchor: String) {
        let prepared = DocFXSlug.Anchor(anchor)
        #expect(prepared.lowercased.utf8.elementsEqual(anchor.lowercased().utf8))
        #expect(prepared.normalized.utf8.elementsEqual(DocFXSlug.normalized(anchor.lowercased()).utf8))
        #expect(prepared.hasTwoParts == (DocFXSlug.normalized(anchor).split(separator: "-").count >= 2))
        #expect(prepared.wordScalars == anchor.unicodeScalars.filter { $0 != "-" && $0 != "_" }.count)
    }

    /// Why `DocFXSlug.Anchor` may reject a slug with a scalar beyond ASCII against an ASCII anchor without comparing
    /// strings: strings compare up to canonical equivalence, and no scalar of a slug (a lower-cased letter or digit
    /// of any script) decomposes canonically to ASCII alone.
    @Test func noSlugScalarIsCanonicallyASCII() {
        var offenders: [String] = []
        for value in UInt32(0x80)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), ScalarClass.isLetter(scalar) || ScalarClass.isDigit(scalar) else { continue }
            for piece in DocFXSlug.piece(scalar).unicodeScalars where piece.value >= 0x80 {
                let decomposed = String(piece).decomposedStringWithCanonicalMapping
                if decomposed.unicodeScalars.allSatisfy({ $0.value < 0x80 }) { offenders.append("U+\(String(value, radix: 16))") }
            }
        }
        #expect(offenders.isEmpty)
    }

    /// The last-scalar test that answers most headings before the anchor is prepared never rules out a heading one
    /// of whose suffixes (after its first scalar) does slugify to the anchor, compared as strings; and it answers
    /// what the slug's last scalar other than `-` says (worked out by hand in the third column).
    @Test(arguments: [
        ("Modalità dispositivo condivisoShared device mode", "shared-device-mode", true),
        ("Modalità dispositivo condiviso", "shared-device-mode", false),
        ("Modo Shared device mode!?", "Shared-Device-Mode--", true), ("x Use SSO &", "use-sso-", true),
        // The Kelvin sign lower-cases to ASCII `k`; a non-ASCII anchor is always left to the full comparison.
        ("x a \u{212A}", "a-k", true), ("x a \u{212A}", "a-\u{212A}", true),
        // `à` is not `a`; dotted capital I lower-cases to `i` and a combining dot, which ends the slug.
        ("x Modalità", "modalita", false), ("x modalità", "modalità", true), ("x İ", "i", false),
        ("x a-b---", "a-b", true), ("ab", "b", true), ("a", "a", false), ("x a_", "a_", true), ("x a", "a_", false),
        ("x 共享设备模式", "共享设备模式", true),
        // A combining mark is no letter: it adds nothing to the slug.
        ("x Shared device mode\u{301}", "shared-device-mode", true),
    ])
    func lastScalarTest(heading: String, anchor: String, mayEnd: Bool) {
        let text = ProseText(heading)
        #expect(DocFXSlug.mayEnd(text, like: anchor) == mayEnd, "\(heading) / \(anchor)")
        let scalars = Array(heading.unicodeScalars)
        let someSuffixMatches = scalars.indices.dropFirst().contains { start in
            DocFXSlug.matches(String(String.UnicodeScalarView(scalars[start...])), anchor: anchor)
        }
        // An anchor of dashes alone matches an all-dash slug as strings, but has no parts, which a duplicated
        // heading needs; `mayEnd` rules it out (below).
        if someSuffixMatches, !DocFXSlug.normalized(anchor).isEmpty { #expect(DocFXSlug.mayEnd(text, like: anchor), "\(heading) / \(anchor)") }
    }

    @Test func lastScalarTestRulesOutOtherEndings() {
        #expect(!DocFXSlug.mayEnd(ProseText("Modalità dispositivo condiviso"), like: "shared-device-mode"))
        #expect(!DocFXSlug.mayEnd(ProseText("Modo compartido (iOS)"), like: "shared-mode-ipad-"))
        #expect(DocFXSlug.mayEnd(ProseText("Modo compartido (iOS)"), like: "shared-mode-IOS"))
        #expect(!DocFXSlug.mayEnd(ProseText("x ---"), like: "---"))
    }
}
