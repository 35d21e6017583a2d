/// How DocFX turns a heading into its id, so a heading's text can be compared with its anchor.
///
/// DocFX runs markdig's auto-identifiers in GitHub mode: the heading's plain text, each letter or decimal digit
/// lower-cased and kept (in any script), each space and `-` written as `-`, `_` kept, and everything else
/// (punctuation, symbols, `.`, `&`) dropped; nothing is trimmed or collapsed. So
/// `Use Intune to enable shared device mode & SSO extension` becomes
/// `use-intune-to-enable-shared-device-mode--sso-extension` (the two spaces around `&` give `--`), and docfx's own
/// test turns `This - is a &@! heading _ with . and ! -` into `this---is-a--heading-_-with--and---`.
///
/// Anchors written by hand or by other generators collapse runs of `-` and trim them at the ends, so
/// `matches(_:anchor:)` also accepts a slug equal to the anchor up to that normalisation.
public enum DocFXSlug {
    /// The id DocFX gives a heading with this plain text.
    public static func slug(_ heading: String) -> String {
        var result = ""
        for scalar in heading.unicodeScalars { result += piece(scalar) }
        return result
    }

    /// Runs of `-` collapsed to one, `-` trimmed at both ends.
    public static func normalized(_ slug: String) -> String {
        var result = ""
        for character in slug {
            if character == "-", result.isEmpty || result.last == "-" { continue }
            result.append(character)
        }
        while result.last == "-" { result.removeLast() }
        return result
    }

    /// Whether a heading text slugifies to `anchor`, exactly or up to `-` normalisation.
    public static func matches(_ heading: String, anchor: String) -> Bool {
        equal(slug: slug(heading), anchor: anchor)
    }

    static func equal(slug: String, anchor: String) -> Bool {
        let anchor = anchor.lowercased()
        guard !anchor.isEmpty, !slug.isEmpty else { return false }
        return slug == anchor || normalized(slug) == normalized(anchor)
    }

    /// What one scalar of a heading contributes to its slug.
    static func piece(_ scalar: Unicode.Scalar) -> String {
        if ScalarClass.isLetter(scalar) || ScalarClass.isDigit(scalar) { return String(scalar).lowercased() }
        if scalar == " " || scalar == "-" { return "-" }
        if scalar == "_" { return "_" }
        return ""
    }
}
