import LocDocModel

/// A fence's code as tokens (Swift and Objective-C through `CodeLexer`; other languages as whitespace-separated
/// words), with the file line of each token, so checks compare code and not its layout.
struct CodeTokens {
    private(set) var significant: [(text: String, line: Int, column: Int)]
    var comments: [String]
    var issues: [ValidatorIssue]

    /// The tokens of every sample, lexing each distinct code (in one dialect) once: the copies of a page mostly
    /// share their samples, which translation leaves alone, and only the line they start on differs.
    static func tokens(of samples: [[CodeSample]]) -> [[CodeTokens]] {
        var lexed: [Lexed: CodeTokens] = [:]
        return samples.map { copy in
            copy.map { sample in
                let key = Lexed(code: sample.code, dialect: CodeLexer.dialect(forLanguage: sample.language.normalized))
                let tokens = lexed[key] ?? CodeTokens(code: sample.code, dialect: key.dialect, firstLine: 1)
                lexed[key] = tokens
                return tokens.starting(atLine: sample.codeStartLine)
            }
        }
    }

    /// What tokens depend on. Code is compared by its bytes: `String` equality is canonical equivalence, and two
    /// spellings of `é` lex to tokens of different texts and columns.
    private struct Lexed: Hashable {
        var code: String
        var dialect: CodeDialect?

        static func == (lhs: Lexed, rhs: Lexed) -> Bool {
            guard lhs.dialect == rhs.dialect, lhs.code.utf8.count == rhs.code.utf8.count else { return false }
            var left = lhs.code, right = rhs.code
            return left.withUTF8 { left in right.withUTF8 { Self.equal(left, $0) } }
        }

        /// Byte equality of two buffers of the same length, eight bytes at a time.
        private static func equal(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Bool {
            let count = left.count
            var index = 0
            let leftRaw = UnsafeRawBufferPointer(left), rightRaw = UnsafeRawBufferPointer(right)
            while index + 8 <= count {
                if leftRaw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    != rightRaw.loadUnaligned(fromByteOffset: index, as: UInt64.self) { return false }
                index += 8
            }
            while index < count {
                if left[index] != right[index] { return false }
                index += 1
            }
            return true
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(dialect)
            var code = code
            code.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }
    }

    private init(code: String, dialect: CodeDialect?, firstLine: Int) {
        if let dialect {
            let result = CodeLexer.lex(code, dialect: dialect)
            significant = result.significantTokens.map { ($0.text, firstLine + $0.line - 1, $0.column) }
            comments = result.comments.map(\.text)
            issues = result.issues
        } else {
            significant = code.split(separator: "\n", omittingEmptySubsequences: false).enumerated().flatMap { line in
                line.element.split(whereSeparator: { $0 == " " || $0 == "\t" }).map { (String($0), firstLine + line.offset, 1) }
            }
            comments = []
            issues = []
        }
        value = significant.map(\.text).joined(separator: "\u{1F}")
    }

    /// The same tokens, for code that starts on file line `line` (these start on line 1).
    private func starting(atLine line: Int) -> CodeTokens {
        guard line != 1 else { return self }
        var moved = self
        moved.significant = significant.map { ($0.text, $0.line + line - 1, $0.column) }
        return moved
    }

    /// The comparison value: the tokens' texts, separated by a character no token contains. Made once per
    /// distinct code (copies share it), not per copy.
    private(set) var value = ""

    static func key(_ sample: CodeSample) -> String { "\(sample.sectionKey)|\(sample.language.normalized)|\(sample.languageOrdinal)" }
}
