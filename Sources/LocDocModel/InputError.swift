/// A problem with the tool's input (a file locdoc cannot read or parse), as opposed to a finding about the
/// docs' content. The file is skipped; the run goes on with the others and exits 2. (An `invalid-suppression`
/// comment is the exception: the file is checked, without what the comment could not say.)
public struct InputError: Error, Hashable, Sendable, Codable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable, Codable {
        case notFound = "not-found"
        case isDirectory = "is-directory"
        /// A directory given to read holds no page: nothing would be checked, and the run would pass.
        case noPages = "no-pages"
        case unreadable
        case notUTF8 = "not-utf8"
        case nulByte = "nul-byte"
        case lineTooLong = "line-too-long"
        case fileTooLarge = "file-too-large"
        /// Nothing but white space: no front matter and no Markdown.
        case emptyFile = "empty-file"
        case malformedFrontMatter = "malformed-front-matter"
        case invalidYAML = "invalid-yaml"
        case nestingTooDeep = "nesting-too-deep"
        case unterminatedFence = "unterminated-fence"
        case parserFailure = "parser-failure"
        /// `.locdoc.yml` is not what locdoc expects.
        case invalidConfiguration = "invalid-configuration"
        /// A page harness (`<page>.harness.yml` and its sources) is missing something or is not what locdoc expects.
        case invalidHarness = "invalid-harness"
        /// A `<!-- locdoc-… -->` comment names a directive or a check locdoc does not know, or enables nothing.
        case invalidSuppression = "invalid-suppression"
    }

    public var kind: Kind
    /// As the user would type it: relative to the corpus root when the file is in one, else as given.
    public var file: String
    public var line: Int?
    public var message: String

    public init(kind: Kind, file: String, line: Int?, message: String) {
        self.kind = kind
        self.file = file
        self.line = line
        self.message = message
    }

    /// `file:line: error: message [kind]`, the shape compilers use, so editors can jump to it.
    public var description: String {
        let location = line.map { "\(file):\($0)" } ?? file
        return "\(location): error: \(message) [\(kind.rawValue)]"
    }
}

extension InputError {
    /// The order input errors are listed in, by the loader and by every report: file, line (an error about the whole
    /// file first), kind, message.
    public static func reportOrder(_ lhs: InputError, _ rhs: InputError) -> Bool {
        (lhs.file, lhs.line ?? 0, lhs.kind.rawValue, lhs.message) < (rhs.file, rhs.line ?? 0, rhs.kind.rawValue, rhs.message)
    }
}
