/// One elision of a sample replaced by what the harness says it stands for: the only edit a sample gets on its way
/// into the generated test source. Recorded so that `--verbose` can show it.
public struct ElisionRewrite: Sendable, Hashable, CustomStringConvertible {
    /// The Markdown file and line of the elision.
    public var file: String
    public var line: Int
    /// The name the elided expression is bound to (`account`).
    public var binds: String
    /// The dots as the page writes them (`....`).
    public var elided: String
    /// The harness's expression that replaced them.
    public var expression: String
    /// The whole line, as written and as rewritten.
    public var original: String
    public var rewritten: String

    public init(file: String, line: Int, binds: String, elided: String, expression: String, original: String,
                rewritten: String) {
        self.file = file
        self.line = line
        self.binds = binds
        self.elided = elided
        self.expression = expression
        self.original = original
        self.rewritten = rewritten
    }

    public var description: String { "\(file):\(line): `\(original)` → `\(rewritten)`" }
}

/// An elision the harness does not cover: the sample cannot become code.
public struct UnknownElision: Sendable, Hashable, CustomStringConvertible {
    public var file: String
    public var line: Int
    /// The bound name, when the elision is the right-hand side of `name = …`.
    public var binds: String?
    public var text: String

    public var description: String {
        let what = binds.map { "elision `\(text)` bound to `\($0)`" } ?? "elision `\(text)` (not bound to a name)"
        return "\(file):\(line): unknown \(what): the harness does not say what it stands for"
    }
}
