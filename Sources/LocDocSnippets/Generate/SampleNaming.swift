import LocDocModel

/// Names the functions (Swift) and methods (Objective-C) that a page's samples become in a generated package, from
/// their sections' anchor paths: DocFX anchors are English slugs that survive translation, so every locale of a page
/// gets the same names.
///
/// - A sample's path is its section's anchor path, less a last segment that only names the sample's language (the
///   `swift` of `detect-shared-device-mode/swift`), so a section's Swift and Objective-C samples share one name.
/// - The name is the shortest tail of that path that no other sample of the page ends in, in lower camel case
///   (`globally-sign-out-a-user/clear-browser-state` → `clearBrowserState`); words are the ASCII letters and digits
///   between other characters.
/// - A name that would start with a digit gets `section` in front; one that is empty is `sample`; a keyword of
///   either language, or a name the harness already uses, gets `Sample` after it.
/// - Samples of one language that still share a name (several in one section) are numbered in page order:
///   `signIn`, `signIn2`.
public enum SampleNaming {
    public struct Sample: Hashable, Sendable {
        public var section: SectionKey
        /// Normalised (`swift`, `objective-c`).
        public var language: String

        public init(section: SectionKey, language: String) {
            self.section = section
            self.language = language
        }
    }

    /// One name per sample, in the order given (page order), unique among the samples of each language.
    /// - Parameter reserved: names that must not be used as they are (the harness's own identifiers).
    public static func names(_ samples: [Sample], reserved: Set<String> = []) -> [String] {
        let paths = samples.map(path)
        let distinctPaths = Array(Set(paths))
        var taken: [String: Set<String>] = [:]
        return zip(samples, paths).map { sample, path in
            var name = identifier(shortestUniqueTail(of: path, among: distinctPaths))
            if keywords.contains(name) || reserved.contains(name) { name += "Sample" }
            var numbered = name, number = 1
            while taken[sample.language, default: []].contains(numbered) || reserved.contains(numbered) {
                number += 1
                numbered = name + String(number)
            }
            taken[sample.language, default: []].insert(numbered)
            return numbered
        }
    }

    /// The anchor path less a last segment naming the sample's own language.
    static func path(_ sample: Sample) -> [String] {
        guard sample.section.segments.count > 1 else { return sample.section.segments }
        return sample.section.withoutLanguageHeading([sample.language]).segments
    }

    /// The fewest last segments of `path` that spell a name no other path's tail of the same length spells.
    static func shortestUniqueTail(of path: [String], among paths: [[String]]) -> [String] {
        guard !path.isEmpty else { return [] }
        for count in 1..<path.count {
            let name = identifier(Array(path.suffix(count)))
            let clash = paths.contains { $0 != path && identifier(Array($0.suffix(count))) == name }
            if !clash { return Array(path.suffix(count)) }
        }
        return path
    }

    /// Lower camel case of the ASCII words of `segments`.
    public static func identifier(_ segments: [String]) -> String {
        let words = segments.flatMap { segment in
            segment.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.map { $0.lowercased() }
        }
        guard let first = words.first else { return "sample" }
        let name = first + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return name.first!.isNumber ? "section" + name.prefix(1).uppercased() + name.dropFirst() : name
    }

    /// Swift keywords, C and Objective-C keywords and types, and the `NSObject` methods a category must not
    /// redefine.
    static let keywords: Set<String> = [
        // Swift
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "as", "any", "await", "false", "is", "nil", "self", "super", "throws", "true", "try",
        "async", "some", "consume", "copy", "discard", "borrowing", "consuming", "macro", "package", "main",
        // C and Objective-C
        "auto", "char", "const", "double", "extern", "float", "goto", "inline", "int", "long", "register",
        "restrict", "short", "signed", "sizeof", "typedef", "union", "unsigned", "void", "volatile", "id", "out",
        "bycopy", "byref", "oneway", "nonnull", "nullable", "atomic", "nonatomic", "readonly", "readwrite",
        // NSObject
        "alloc", "new", "dealloc", "retain", "release", "autorelease", "description", "debugDescription", "hash",
        "superclass", "isEqual", "mutableCopy", "zone", "retainCount", "finalize",
    ]
}
