/// How comments are written in the languages `CodeLexer` does not read (JavaScript, Python, shell, HTML…), so that
/// their samples still compare by code with the comments apart: translators translate comments (`// Bad` becomes
/// `// Schlecht`), and that is not a change to the code.
///
/// A family of languages shares a syntax. Markers inside a string do not open a comment (`'http://example.com'`), so
/// strings are skipped: a quote opens one unless it follows a letter or digit (an apostrophe, `don't`), and a string
/// ends at its closing quote or at the end of the line (a backtick string may span lines, as JavaScript's do). Not
/// a lexer: it finds comments, it does not judge the code.
enum CommentSyntax: Hashable, Sendable {
    /// `//` and `/* */`; strings in `"`, `'` and `` ` `` (JavaScript, TypeScript, Java, C#, Go, Rust, Kotlin…).
    case slashes
    /// `/* */` only; strings in `"` and `'` (CSS).
    case blocks
    /// `#` at the start of a word, so `$#`, `a#b` and `page#anchor` are not comments; strings in `"` and `'`
    /// (shell, Python, Ruby, YAML, TOML, PowerShell…).
    case hash
    /// `--`; strings in `'` (SQL, Lua, Haskell).
    case dashes
    /// `<!-- -->`, and no strings: quotes in markup are text as often as attribute delimiters (HTML, XML, Vue
    /// templates, Markdown).
    case markup
    /// `<!-- -->` and the `slashes` syntax of the script part (Vue and Svelte single-file components).
    case component

    /// The syntax of a fence's normalised language (`CodeLanguage.normalized`), when it is one of these families.
    init?(language normalized: String) {
        switch normalized {
        case "javascript", "typescript", "jsx", "tsx", "mjs", "cjs", "java", "kotlin", "csharp", "go", "golang", "rust", "rs",
             "scala", "dart", "groovy", "gradle", "php", "json5", "jsonc", "less", "scss", "sass", "typescriptreact",
             "javascriptreact", "proto", "protobuf", "zig", "hcl", "terraform", "solidity", "glsl", "hlsl", "wgsl":
            self = .slashes
        case "css":
            self = .blocks
        case "bash", "powershell", "yaml", "toml", "python", "ruby", "rb", "perl", "r", "dockerfile", "makefile", "cmake",
             "properties", "conf", "nginx", "ini", "elixir", "julia", "nix", "graphql", "gql", "coffeescript", "tcl",
             "fish", "awk":
            self = .hash
        case "sql", "lua", "haskell", "hs", "elm", "ada", "plsql", "tsql", "mysql", "postgresql", "pgsql":
            self = .dashes
        case "html", "xml", "xhtml", "svg", "xaml", "markup", "markdown", "md", "plist", "vue-html", "handlebars", "hbs":
            self = .markup
        case "vue", "svelte", "astro":
            self = .component
        default:
            return nil
        }
    }

    private var lineMarkers: [[Unicode.Scalar]] {
        switch self {
        case .slashes, .component: [["/", "/"]]
        case .hash: [["#"]]
        case .dashes: [["-", "-"]]
        case .blocks, .markup: []
        }
    }

    private var blockMarkers: [(open: [Unicode.Scalar], close: [Unicode.Scalar])] {
        switch self {
        case .slashes, .blocks: [(["/", "*"], ["*", "/"])]
        case .markup: [(["<", "!", "-", "-"], ["-", "-", ">"])]
        case .component: [(["<", "!", "-", "-"], ["-", "-", ">"]), (["/", "*"], ["*", "/"])]
        case .hash, .dashes: []
        }
    }

    private var quotes: Set<Unicode.Scalar> {
        switch self {
        case .slashes, .component: ["\"", "'", "`"]
        case .blocks, .hash: ["\"", "'"]
        case .dashes: ["'"]
        case .markup: []
        }
    }

    /// The code with every comment's scalars blanked (spaces; line breaks kept, so lines and columns stay), and the
    /// comments' texts in order, markers included.
    func separate(_ code: [Unicode.Scalar]) -> (code: [Unicode.Scalar], comments: [String]) {
        var blanked = code
        var comments: [String] = []
        let lines = lineMarkers, blocks = blockMarkers, quotes = quotes
        var index = 0
        func matches(_ marker: [Unicode.Scalar], at position: Int) -> Bool {
            position + marker.count <= code.count && code[position..<position + marker.count].elementsEqual(marker)
        }
        func blank(_ range: Range<Int>) {
            comments.append(String(String.UnicodeScalarView(code[range])))
            for position in range where code[position] != "\n" { blanked[position] = " " }
        }
        scanning: while index < code.count {
            let scalar = code[index]
            let wordStart = index == 0 || ScalarClass.isWhitespace(code[index - 1])
            if quotes.contains(scalar), index == 0 || !ScalarClass.isWordScalar(code[index - 1]) && !ScalarClass.isASCIIDigit(code[index - 1]) {
                // A string: to its closing quote (past escaped ones), or to the end of the line.
                var end = index + 1
                while end < code.count, code[end] != scalar, code[end] != "\n" || scalar == "`" {
                    end += code[end] == "\\" ? 2 : 1
                }
                index = min(end + 1, code.count)
                continue
            }
            for marker in lines where matches(marker, at: index) && (self != .hash || wordStart) {
                var end = index
                while end < code.count, code[end] != "\n" { end += 1 }
                blank(index..<end)
                index = end
                continue scanning
            }
            for block in blocks where matches(block.open, at: index) {
                var end = index + block.open.count
                while end < code.count, !matches(block.close, at: end) { end += 1 }
                end = min(end + block.close.count, code.count)
                blank(index..<end)
                index = end
                continue scanning
            }
            index += 1
        }
        return (blanked, comments)
    }
}
